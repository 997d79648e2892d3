import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleCheck, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import type { ApplicationStatus } from '#shared/constants.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { formatDate } from '#web/lib/india-dates.js';

// docs/spec/student-side.md §4: Pending, Reviewed, Accepted, Rejected shown yellow, blue, green, red.
const STATUS_STYLES: Record<ApplicationStatus, string> = {
  Pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  Reviewed: 'bg-blue-100 text-blue-900 ring-blue-300',
  Accepted: 'bg-green-100 text-green-900 ring-green-300',
  Rejected: 'bg-red-100 text-red-900 ring-red-300',
};

// The statuses are the server's values; the badge shows them in the pages' language.
const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', comment: 'application status' }),
  Reviewed: msg({ message: 'Reviewed', comment: 'application status' }),
  Accepted: msg({ message: 'Accepted', comment: 'application status' }),
  Rejected: msg({ message: 'Rejected', comment: 'application status' }),
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useLingui();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {/* A status the web does not know yet shows as the server sent it. */}
      {status in STATUS_LABELS ? t(STATUS_LABELS[status]) : status}
    </span>
  );
}

/** docs/spec/student-side.md §2: when the application status is known, its status, applied date and 'View Dashboard'. */
export function ApplicationStatusBox({ status, appliedAt }: { status: ApplicationStatus; appliedAt: string | null }) {
  const applied = formatDate(appliedAt);
  return (
    <section aria-labelledby="application-status-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2
        id="application-status-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        <CircleCheck aria-hidden="true" className="size-4 text-green-600" />
        <Trans>You have applied</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <ApplicationStatusBadge status={status} />
          </dd>
        </div>
        {applied && (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">
              <Trans>Applied on</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{applied}</dd>
          </div>
        )}
      </dl>
      <Link
        to={paths.dashboard.getHref()}
        className={buttonClassName({ variant: 'secondary', className: 'mt-4 w-full' })}
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        <Trans>View Dashboard</Trans>
      </Link>
    </section>
  );
}
