import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Inbox, RotateCw, Search } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useMyApplications } from '../api/get-my-applications.js';
import { ApplicationItem } from './application-item.js';
import { ApplicationsSkeleton } from './applications-skeleton.js';

export const MY_APPLICATIONS_ID = 'my-applications';

const FETCH_FAILED = msg`Failed to fetch applications`;

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">
        <Trans>No applications yet</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Find an internship you like and apply in one click.</Trans>
      </p>
      <Link to={paths.internships.getHref()} className={buttonClassName({ className: 'mt-5' })}>
        <Search aria-hidden="true" className="size-4" />
        <Trans>Browse Internships</Trans>
      </Link>
    </div>
  );
}

/** docs/spec/student-side.md §2: the My Applications list; its empty state links to /internships. */
export function MyApplications() {
  const { data, error, isPending, isError, errorUpdatedAt, refetch, isRefetching } = useMyApplications();
  // The i18n object stays the same across a language switch, so switching does not toast the failure again.
  const { i18n } = useLingui();

  // docs/spec/student-side.md §8: a failed fetch shows the server's message, else 'Failed to fetch applications'.
  useEffect(() => {
    if (errorUpdatedAt > 0 && error) toast.error(getErrorMessage(error, i18n._(FETCH_FAILED)));
  }, [error, errorUpdatedAt, i18n]);

  return (
    <section
      id={MY_APPLICATIONS_ID}
      aria-labelledby="my-applications-title"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-applications-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Briefcase aria-hidden="true" className="size-5 text-indigo-600" />
          <Trans>My Applications</Trans>
        </h2>
        {data && data.length > 0 && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-sm font-semibold text-indigo-700">
            {data.length}
          </span>
        )}
      </div>
      <div className="mt-4">
        {isPending ? (
          <ApplicationsSkeleton />
        ) : isError ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{getErrorMessage(error, i18n._(FETCH_FAILED))}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isRefetching}
              className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="space-y-3">
            {data.map((application) => (
              <ApplicationItem key={application._id} application={application} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
