import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useBulkDeleteJobs } from '../api/bulk-delete-jobs.js';
import { useDeleteJob } from '../api/delete-job.js';
import { useDeleteJobsByLocation } from '../api/delete-jobs-by-location.js';

export type DeleteRequest =
  | { kind: 'one'; job: TAdminJob }
  | { kind: 'selected'; ids: string[] }
  | { kind: 'location'; location: string }
  | null;

type Props = { request: DeleteRequest; onClose: () => void; onDeleted: (request: NonNullable<DeleteRequest>) => void };

/** docs/spec/admin-side.md §5: every deletion asks first; deleting by location says it cannot be undone. */
export function JobDeleteDialogs({ request, onClose, onDeleted }: Props) {
  const done = (message: string) => {
    toast.success(message);
    if (request) onDeleted(request);
    onClose();
  };
  const one = useDeleteJob({
    mutationConfig: {
      onSuccess: ({ message }) => done(message || 'Job deleted successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete job')),
    },
  });
  const selected = useBulkDeleteJobs({
    mutationConfig: {
      onSuccess: ({ message }) => done(message || 'Jobs deleted!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete jobs')),
    },
  });
  const byLocation = useDeleteJobsByLocation({
    mutationConfig: {
      onSuccess: ({ message }) => done(message || 'Jobs deleted!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete jobs by location.')),
    },
  });
  const onOpenChange = (open: boolean) => !open && onClose();

  return (
    <>
      <ConfirmDialog
        open={request?.kind === 'one'}
        onOpenChange={onOpenChange}
        title="Delete this internship?"
        description={
          request?.kind === 'one'
            ? `"${request.job.title}" at ${request.job.company} will be removed. Its applications are kept and show as Deleted Job.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={one.isPending}
        onConfirm={() => request?.kind === 'one' && one.mutate(request.job._id)}
      />
      <ConfirmDialog
        open={request?.kind === 'selected'}
        onOpenChange={onOpenChange}
        title="Delete selected internships?"
        description={
          request?.kind === 'selected'
            ? `${request.ids.length} ${request.ids.length === 1 ? 'internship' : 'internships'} will be deleted.`
            : ''
        }
        confirmLabel="Delete Selected"
        pendingLabel="Deleting..."
        isPending={selected.isPending}
        onConfirm={() => request?.kind === 'selected' && selected.mutate(request.ids)}
      />
      <ConfirmDialog
        open={request?.kind === 'location'}
        onOpenChange={onOpenChange}
        title="Delete all internships in this location?"
        description={
          request?.kind === 'location'
            ? `Every internship in "${request.location}" will be deleted. This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete All"
        pendingLabel="Deleting..."
        isPending={byLocation.isPending}
        onConfirm={() => request?.kind === 'location' && byLocation.mutate(request.location)}
      />
    </>
  );
}
