import { Eye, Send } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { formatDate } from '#web/lib/india-dates.js';
import { MailStatusBadge } from './application-badges.js';
import { applicantName, canForward, jobTitle, snapshotText } from './application-format.js';
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
              <p
                className={application.userId ? 'font-semibold text-slate-900' : 'font-semibold text-slate-400 italic'}
              >
                {applicantName(application)}
              </p>
              {application.userId && <p className="text-xs break-all text-slate-500">{application.userId.email}</p>}
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
            <div className="ml-auto flex gap-2">
              {canForward(application) && (
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={actions.forwardingId === application._id}
                  onClick={() => actions.forward(application._id)}
                  aria-label={`Forward ${applicantName(application)}'s application to the company`}
                >
                  <Send aria-hidden="true" className="size-4" />
                  Forward
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onView(application)}
                aria-label={`View ${applicantName(application)}'s application`}
              >
                <Eye aria-hidden="true" className="size-4" />
                View
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
