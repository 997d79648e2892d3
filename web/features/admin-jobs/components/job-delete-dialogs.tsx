import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { DeleteConfirmDialog } from '#web/components/admin/delete-confirm-dialog.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { RowDeleteDialogs, type RowDeleteRequest } from '#web/components/admin/row-delete-dialogs.js';
import { useBulkDeleteJobs } from '../api/bulk-delete-jobs.js';
import { useDeleteJob } from '../api/delete-job.js';
import { useDeleteJobsByLocation } from '../api/delete-jobs-by-location.js';

export type DeleteRequest = RowDeleteRequest<TAdminJob> | { kind: 'location'; location: string } | null;

type Props = { request: DeleteRequest; onClose: () => void; onDeleted: (request: NonNullable<DeleteRequest>) => void };

/** docs/spec/admin-side.md §5: every deletion asks first; deleting by location says it cannot be undone. */
export function JobDeleteDialogs({ request, onClose, onDeleted }: Props) {
  const done = () => {
    if (request) onDeleted(request);
    onClose();
  };
  const one = useDeleteJob({
    mutationConfig: mutationToasts('Job deleted successfully!', 'Failed to delete job', done),
  });
  const selected = useBulkDeleteJobs({
    mutationConfig: mutationToasts('Jobs deleted!', 'Failed to delete jobs', done),
  });
  const byLocation = useDeleteJobsByLocation({
    mutationConfig: mutationToasts('Jobs deleted!', 'Failed to delete jobs by location.', done),
  });

  return (
    <>
      <RowDeleteDialogs
        request={request?.kind === 'location' ? null : request}
        onClose={onClose}
        one={{
          title: 'Delete this internship?',
          describe: (job) =>
            `"${job.title}" at ${job.company} will be removed. Its applications are kept and show as Deleted Job.`,
          mutation: one,
        }}
        selected={{ title: 'Delete selected internships?', things: ['internship', 'internships'], mutation: selected }}
      />
      <DeleteConfirmDialog
        target={request?.kind === 'location' ? request.location : null}
        onClose={onClose}
        title="Delete all internships in this location?"
        describe={(location) => `Every internship in "${location}" will be deleted. This action cannot be undone.`}
        confirmLabel="Delete All"
        isPending={byLocation.isPending}
        onConfirm={(location) => byLocation.mutate(location)}
      />
    </>
  );
}
