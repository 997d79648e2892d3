import { Send } from 'lucide-react';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { Button } from '#web/components/ui/button.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import { ApplicantRows } from './applicant-rows.js';
import { ClosedReasonBadge, MailStatusBadge } from './application-badges.js';
import { applicantName, canForward, jobTitle, snapshotText } from './application-format.js';
import { ApplicationStatusSelect } from './application-status-select.js';
import { ApplicationTimeline } from './application-timeline.js';
import { DetailRows, DetailSection } from './detail-list.js';
import type { ApplicationActions } from './use-application-actions.js';

type Props = {
  application: TAdminApplication | null;
  onClose: () => void;
  actions: ApplicationActions;
};

/** docs/spec/admin-side.md §2: applicant (name, email, phone, skills, resume), job (title, company, location, salary), cover letter. */
export function ApplicationDetailDialog({ application, onClose, actions }: Props) {
  const user = application?.userId ?? null;
  const job = application?.jobId ?? null;
  return (
    <AdminDialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Application Details"
      description={application ? `Applied ${formatDateTime(application.appliedAt)}` : undefined}
      size="lg"
    >
      {application && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="detail-status" className="mb-1.5 block text-sm font-medium text-slate-700">
                Status
              </label>
              <div className="flex items-center gap-2">
                <ApplicationStatusSelect
                  id="detail-status"
                  application={application}
                  actions={actions}
                  className="h-10 w-44 text-sm"
                />
                <ClosedReasonBadge closedReason={application.closedReason} />
              </div>
            </div>
            <div className="flex items-center gap-2 pb-2 text-sm text-slate-600">
              Company email: <MailStatusBadge mailStatus={application.mailStatus} />
            </div>
            {canForward(application) && (
              <Button
                variant="secondary"
                className="ml-auto"
                isLoading={actions.forwardingId === application._id}
                onClick={() => actions.forward(application._id)}
              >
                <Send aria-hidden="true" className="size-4" />
                Forward to Company
              </Button>
            )}
          </div>
          <DetailSection title="Applicant">
            {user ? (
              <ApplicantRows user={user} actions={actions} />
            ) : (
              <p className="text-sm font-medium text-slate-500 italic">{applicantName(application)}</p>
            )}
          </DetailSection>
          <DetailSection title="Internship">
            {job ? (
              <DetailRows
                rows={[
                  ['Title', job.title],
                  ['Company', job.company],
                  ['Location', job.location],
                  ['Salary', formatRupees(job.salary)],
                ]}
              />
            ) : (
              <p className="text-sm text-slate-500">
                <span className="font-medium italic">{jobTitle(application)}</span>
                {snapshotText(application) && ` (was: ${snapshotText(application)})`}
              </p>
            )}
          </DetailSection>
          <DetailSection title="History">
            <ApplicationTimeline applicationId={application._id} actions={actions} />
          </DetailSection>
          <DetailSection title="Cover Letter">
            {application.coverLetter.trim() ? (
              <p className="text-sm whitespace-pre-wrap text-slate-800">{application.coverLetter}</p>
            ) : (
              <p className="text-sm text-slate-500">No cover letter was written.</p>
            )}
          </DetailSection>
        </div>
      )}
    </AdminDialog>
  );
}
