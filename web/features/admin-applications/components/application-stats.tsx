import { CheckCircle2, Clock, FileText, MailX, XCircle } from 'lucide-react';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { StatCard } from '#web/components/admin/stat-card.js';
import { countByMailStatus, MAIL_STATUS_LABELS } from '../utils/mail-status.js';

/** One card per delivery state (docs/spec/admin-side.md §2 'Stat cards'), always over all applications. */
export function ApplicationStats({ applications }: { applications: TAdminApplication[] | undefined }) {
  const counts = countByMailStatus((applications ?? []).map((application) => application.mailStatus));
  const isLoading = applications === undefined;
  const cards = [
    { label: 'Total Applications', value: applications?.length, icon: FileText, tone: 'indigo' },
    { label: MAIL_STATUS_LABELS.sent, value: counts.sent, icon: CheckCircle2, tone: 'emerald' },
    { label: MAIL_STATUS_LABELS.failed, value: counts.failed, icon: XCircle, tone: 'rose' },
    { label: MAIL_STATUS_LABELS.noEmail, value: counts.noEmail, icon: MailX, tone: 'slate' },
    { label: MAIL_STATUS_LABELS.pending, value: counts.pending, icon: Clock, tone: 'amber' },
  ] as const;
  return (
    <section aria-label="Application counts">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map((card, index) => (
          <li key={card.label} className={index === 0 ? 'col-span-2 lg:col-span-1' : undefined}>
            <StatCard {...card} isLoading={isLoading} />
          </li>
        ))}
      </ul>
    </section>
  );
}
