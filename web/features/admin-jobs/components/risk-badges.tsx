import { Hourglass, ShieldAlert } from 'lucide-react';
import { RISK_RULE_TEXT } from '#shared/risk-flags.js';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { Badge } from '#web/components/admin/badge.js';

/**
 * "Held for review" and "Risk" with each flag's rule and reason (docs/decisions/0038), under an
 * internship's title on the table's rows and the phone cards. The reasons are text, not a tooltip, so
 * a phone and a screen reader get them too; the rule's explanation is the hover title.
 */
export function JobRiskBadges({ job }: { job: Pick<TAdminJob, 'title' | 'held' | 'riskFlags'> }) {
  if (!job.held && job.riskFlags.length === 0) return null;
  return (
    <div className="mt-1.5 space-y-1">
      <p className="flex flex-wrap gap-1.5">
        {job.held && (
          <Badge tone="amber">
            <Hourglass aria-hidden="true" className="size-3" />
            Held for review
          </Badge>
        )}
        {job.riskFlags.length > 0 && (
          <Badge tone="red">
            <ShieldAlert aria-hidden="true" className="size-3" />
            Risk
          </Badge>
        )}
      </p>
      {job.riskFlags.length > 0 && (
        <ul aria-label={`Risk flags of ${job.title}`} className="space-y-0.5 text-xs text-red-800">
          {job.riskFlags.map((flag) => (
            <li key={flag.rule} title={RISK_RULE_TEXT[flag.rule].explanation}>
              <span className="font-semibold">{RISK_RULE_TEXT[flag.rule].label}</span>: {flag.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The flags in one line, for a toast after saving: "Asks for money (mentions "fee"); Personal mail address (…)". */
export function describeRiskFlags(flags: TAdminJob['riskFlags']): string {
  return flags.map((flag) => `${RISK_RULE_TEXT[flag.rule].label} (${flag.reason})`).join('; ');
}
