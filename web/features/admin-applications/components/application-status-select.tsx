import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/constants.js';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { Select } from '#web/components/admin/fields.js';
import type { ApplicationActions } from './use-application-actions.js';

type Props = { application: TAdminApplication; actions: ApplicationActions; id?: string; className?: string };

/** The decision (Pending, Reviewed, Accepted, Rejected); the student sees it in their dashboard. */
export function ApplicationStatusSelect({ application, actions, id, className }: Props) {
  const applicant = application.userId?.name ?? 'Deleted User';
  return (
    <Select
      id={id}
      aria-label={id ? undefined : `Status of ${applicant}'s application`}
      value={application.status}
      disabled={actions.updatingId === application._id}
      onChange={(event) =>
        actions.changeStatus({ id: application._id, status: event.target.value as ApplicationStatus })
      }
      className={className ?? 'h-9 min-w-32 text-sm'}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </Select>
  );
}
