import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { MY_APPLICATIONS_ID } from './my-applications.js';

type WelcomeHeaderProps = {
  name: string;
  /** Total applications; undefined while they load. */
  applicationCount: number | undefined;
};

function countText(count: number): string {
  if (count === 0) return 'You have not applied to any internships yet.';
  return `You have applied to ${count} ${count === 1 ? 'internship' : 'internships'} so far.`;
}

/** docs/spec/student-side.md §2: welcome header with the total application count, and a 'Browse Internships' link. */
export function WelcomeHeader({ name, applicationCount }: WelcomeHeaderProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Student dashboard</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          Welcome back, {firstName}!
        </h1>
        <p className="mt-1 text-slate-600" aria-live="polite">
          {applicationCount === undefined ? (
            <span className="inline-block h-4 w-56 animate-pulse rounded bg-slate-200 align-middle" />
          ) : (
            <>
              {countText(applicationCount)}{' '}
              {applicationCount > 0 && (
                <a href={`#${MY_APPLICATIONS_ID}`} className="rounded font-medium text-indigo-700 hover:underline">
                  View applications
                </a>
              )}
            </>
          )}
        </p>
      </div>
      <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'shrink-0' })}>
        <Search aria-hidden="true" className="size-5" />
        Browse Internships
      </Link>
    </header>
  );
}
