import { ArrowRight, Flag, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';

/** The complaint queue at a glance (docs/decisions/0035): open reports, and those past their 7 working days. */
export function ReportsSummary({ open, overdue }: { open: number; overdue: number }) {
  const late = overdue > 0;
  return (
    <Link
      to={paths.admin.reports.getHref()}
      className={`flex flex-col gap-2 rounded-xl px-4 py-3.5 shadow-sm ring-1 sm:flex-row sm:items-center sm:justify-between sm:px-5 ${late ? 'bg-red-50 ring-red-300 hover:bg-red-100' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
    >
      <span className="flex items-center gap-3 text-sm text-slate-800">
        {late ? (
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-red-600" />
        ) : (
          <Flag aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        )}
        <span>
          <strong>{open}</strong> open report{open === 1 ? '' : 's'}
          {' · '}
          <strong className={late ? 'text-red-700' : undefined}>{overdue}</strong> overdue (past 7 working days)
        </span>
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700">
        Open the reports
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
