import { Eye, Send } from 'lucide-react';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { Button } from '#web/components/ui/button.js';
import { formatDate } from '#web/lib/india-dates.js';
import { MailStatusBadge } from './application-badges.js';
import { applicantName, canForward, jobTitle, snapshotText } from './application-format.js';
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
              <p
                className={application.userId ? 'font-semibold text-slate-900' : 'font-semibold text-slate-400 italic'}
              >
                {applicantName(application)}
              </p>
              {application.userId && <p className="text-xs break-all text-slate-500">{application.userId.email}</p>}
            </Td>
            <Td className="max-w-64 whitespace-normal">
              <p className={application.jobId ? 'font-medium text-slate-900' : 'font-medium text-slate-400 italic'}>
                {jobTitle(application)}
              </p>
              <p className="text-xs text-slate-500">{application.jobId?.company ?? snapshotText(application)}</p>
              <p className="text-xs text-slate-500">Applied {formatDate(application.appliedAt)}</p>
            </Td>
            <Td>
              <ApplicationStatusSelect application={application} actions={actions} />
            </Td>
            <Td>
              <MailStatusBadge mailStatus={application.mailStatus} />
            </Td>
            <Td>
              <div className="flex justify-end gap-2">
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
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
