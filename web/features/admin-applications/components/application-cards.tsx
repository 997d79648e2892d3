import { formatDate } from '#web/lib/india-dates.js';
import { ApplicantSummary } from './applicant-summary.js';
import { ClosedReasonBadge, MailStatusBadge } from './application-badges.js';
import { jobTitle, snapshotText } from './application-format.js';
import { ApplicationRowActions } from './application-row-actions.js';
import { ApplicationStatusSelect } from './application-status-select.js';
import type { ApplicationsListProps } from './applications-table.js';

/** The applications as cards on a phone. */
export function ApplicationCards({ applications, actions, onView }: ApplicationsListProps) {
  return (
    <ul aria-label="Applications" className="divide-y divide-slate-200">
      {applications.map((application) => (
        <li key={application._id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <ApplicantSummary application={application} />
            </div>
            <MailStatusBadge mailStatus={application.mailStatus} />
          </div>
          <div className="text-sm">
            <p className={application.jobId ? 'font-medium text-slate-800' : 'font-medium text-slate-400 italic'}>
              {jobTitle(application)}
            </p>
            <p className="text-xs text-slate-500">
              {application.jobId?.company ?? snapshotText(application)} · Applied {formatDate(application.appliedAt)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusSelect application={application} actions={actions} className="h-9 w-36 text-sm" />
            <ClosedReasonBadge closedReason={application.closedReason} />
            <div className="ml-auto flex gap-2">
              <ApplicationRowActions application={application} actions={actions} onView={onView} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
