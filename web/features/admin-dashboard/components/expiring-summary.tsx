import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { EXPIRING_SOON_DAYS } from '#shared/listing-expiry.js';
import { paths } from '#web/config/paths.js';

/** Internships closing within a week (docs/decisions/0039), with the way to the list that extends them. */
export function ExpiringSummary({ count }: { count: number }) {
  const soon = count > 0;
  return (
    <Link
      to={paths.admin.jobs.getHref()}
      className={`flex flex-col gap-2 rounded-xl px-4 py-3.5 shadow-sm ring-1 sm:flex-row sm:items-center sm:justify-between sm:px-5 ${soon ? 'bg-amber-50 ring-amber-300 hover:bg-amber-100' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
    >
      <span className="flex items-center gap-3 text-sm text-slate-800">
        <CalendarClock aria-hidden="true" className={`size-5 shrink-0 ${soon ? 'text-amber-700' : 'text-slate-500'}`} />
        <span>
          <strong>{count}</strong> internship{count === 1 ? '' : 's'} expiring in the next {EXPIRING_SOON_DAYS.default}{' '}
          days
        </span>
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700">
        Review and extend
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
