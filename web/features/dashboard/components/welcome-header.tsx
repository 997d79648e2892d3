import { Plural, Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { hasSessionFlag, NEW_ACCOUNT_FLAG } from '#web/lib/session-flag.js';
import { MY_APPLICATIONS_ID } from './my-applications.js';

type WelcomeHeaderProps = {
  name: string;
  /** Total applications; undefined while they load. */
  applicationCount: number | undefined;
};

/** docs/spec/student-side.md §2: welcome header ("Welcome" in the tab where the account was just made, "Welcome back" after) with the total application count, and a 'Browse Internships' link. */
export function WelcomeHeader({ name, applicationCount }: WelcomeHeaderProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          <Trans>Student dashboard</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {hasSessionFlag(NEW_ACCOUNT_FLAG) ? (
            <Trans>Welcome, {firstName}!</Trans>
          ) : (
            <Trans>Welcome back, {firstName}!</Trans>
          )}
        </h1>
        <p className="mt-1 text-slate-600" aria-live="polite">
          {applicationCount === undefined ? (
            <span className="inline-block h-4 w-56 animate-pulse rounded bg-slate-200 align-middle" />
          ) : (
            <>
              <Plural
                value={applicationCount}
                _0="You have not applied to any internships yet."
                one="You have applied to # internship so far."
                other="You have applied to # internships so far."
              />{' '}
              {applicationCount > 0 && (
                <a href={`#${MY_APPLICATIONS_ID}`} className="rounded font-medium text-indigo-700 hover:underline">
                  <Trans>View applications</Trans>
                </a>
              )}
            </>
          )}
        </p>
      </div>
      <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'shrink-0' })}>
        <Search aria-hidden="true" className="size-5" />
        <Trans>Browse Internships</Trans>
      </Link>
    </header>
  );
}
