import type { TAdminApplication } from '#shared/schemas/admin.js';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { formatDate } from '#web/lib/india-dates.js';
import { ApplicantSummary } from './applicant-summary.js';
import { ClosedReasonBadge, MailStatusBadge } from './application-badges.js';
import { jobTitle, snapshotText } from './application-format.js';
import { ApplicationRowActions } from './application-row-actions.js';
import { ApplicationStatusSelect } from './application-status-select.js';
import type { ApplicationActions } from './use-application-actions.js';

export type ApplicationsListProps = {
  applications: TAdminApplication[];
  actions: ApplicationActions;
  onView: (application: TAdminApplication) => void;
};

export function ApplicationsTable({ applications, actions, onView }: ApplicationsListProps) {
  return (
    <DataTable caption="Applications">
      <thead>
        <tr>
          <Th>Applicant</Th>
          <Th>Internship</Th>
          <Th>Status</Th>
          <Th>Company email</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application._id} className="hover:bg-slate-50">
            <Td className="max-w-60 whitespace-normal">
              <ApplicantSummary application={application} />
            </Td>
            <Td className="max-w-64 whitespace-normal">
              <p className={application.jobId ? 'font-medium text-slate-900' : 'font-medium text-slate-400 italic'}>
                {jobTitle(application)}
              </p>
              <p className="text-xs text-slate-500">{application.jobId?.company ?? snapshotText(application)}</p>
              <p className="text-xs text-slate-500">Applied {formatDate(application.appliedAt)}</p>
            </Td>
            <Td>
              <div className="flex items-center gap-2">
                <ApplicationStatusSelect application={application} actions={actions} />
                <ClosedReasonBadge closedReason={application.closedReason} />
              </div>
            </Td>
            <Td>
              <MailStatusBadge mailStatus={application.mailStatus} />
            </Td>
            <Td>
              <div className="flex justify-end gap-2">
                <ApplicationRowActions application={application} actions={actions} onView={onView} />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
