import { Briefcase, CheckCircle2, Clock, FileText, Users } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPage } from '#web/components/admin/admin-page.js';
import { ErrorState } from '#web/components/admin/empty-state.js';
import { StatCard } from '#web/components/admin/stat-card.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useStats } from '../api/get-stats.js';
import { ExpiringSummary } from './expiring-summary.js';
import { QuickActions } from './quick-actions.js';
import { ReportsSummary } from './reports-summary.js';
import { SystemOverview } from './system-overview.js';

const FETCH_FAILED = 'Failed to fetch dashboard stats';

/** /admin (docs/spec/admin-side.md §2): five counters, the complaint queue's counts (docs/decisions/0035), what expires within a week (0039), quick actions, the static status panel and overview figures. */
export function AdminDashboardPage() {
  const { admin } = useSession();
  const stats = useStats();
  const { error } = stats;

  useEffect(() => {
    if (error) toast.error(getErrorMessage(error, FETCH_FAILED), { id: 'admin-stats' });
  }, [error]);

  const counters = [
    { label: 'Total Internships', value: stats.data?.totalJobs, icon: Briefcase, tone: 'indigo' },
    { label: 'Active Internships', value: stats.data?.activeJobs, icon: CheckCircle2, tone: 'emerald' },
    { label: 'Total Applications', value: stats.data?.totalApplications, icon: FileText, tone: 'sky' },
    { label: 'Pending Applications', value: stats.data?.pendingApplications, icon: Clock, tone: 'amber' },
    { label: 'Total Users', value: stats.data?.totalUsers, icon: Users, tone: 'violet' },
  ] as const;

  return (
    <AdminPage
      title="Dashboard"
      description={admin ? `Welcome back, ${admin.username}. Here is what is happening on the platform.` : undefined}
    >
      {stats.isError && !stats.data ? (
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <ErrorState message={getErrorMessage(error, FETCH_FAILED)} onRetry={() => void stats.refetch()} />
        </div>
      ) : (
        <section aria-label="Platform counters">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
            {counters.map((counter) => (
              <li key={counter.label}>
                <StatCard {...counter} isLoading={stats.isPending} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {stats.data && <ReportsSummary open={stats.data.openReports} overdue={stats.data.overdueReports} />}
      {stats.data && <ExpiringSummary count={stats.data.expiringSoon} />}
      <QuickActions />
      <SystemOverview />
    </AdminPage>
  );
}
