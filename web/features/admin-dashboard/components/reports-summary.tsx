import { Flag, TriangleAlert } from 'lucide-react';
import { paths } from '#web/config/paths.js';
import { AttentionLink } from './attention-link.js';

/** The complaint queue at a glance (docs/decisions/0035): open reports, and those past their 7 working days. */
export function ReportsSummary({ open, overdue }: { open: number; overdue: number }) {
  const late = overdue > 0;
  return (
    <AttentionLink
      to={paths.admin.reports.getHref()}
      icon={late ? TriangleAlert : Flag}
      tone={late ? 'alarm' : 'quiet'}
      action="Open the reports"
    >
      <strong>{open}</strong> open report{open === 1 ? '' : 's'}
      {' · '}
      <strong className={late ? 'text-red-700' : undefined}>{overdue}</strong> overdue (past 7 working days)
    </AttentionLink>
  );
}
