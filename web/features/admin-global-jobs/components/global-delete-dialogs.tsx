import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useBulkDeleteGlobalJobs } from '../api/bulk-delete-global-jobs.js';
import { useDeleteGlobalJob } from '../api/delete-global-job.js';

export type GlobalDeleteRequest = { kind: 'one'; job: TGlobalJob } | { kind: 'selected'; ids: string[] } | null;

type Props = {
  request: GlobalDeleteRequest;
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
};

/** docs/spec/admin-side.md §5: deletions ask for confirmation. */
export function GlobalDeleteDialogs({ request, onClose, onDeleted }: Props) {
  const done = (message: string) => {
    toast.success(message);
    if (request) onDeleted(request.kind === 'one' ? [request.job._id] : request.ids);
    onClose();
  };
  const one = useDeleteGlobalJob({
    mutationConfig: {
      onSuccess: ({ message }) => done(message || 'Global job deleted successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to delete global job')),
    },
  });
  const selected = useBulkDeleteGlobalJobs({
    mutationConfig: {
      onSuccess: ({ message, deletedCount }) => done(message || `Deleted ${deletedCount} global jobs`),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to bulk delete global jobs')),
    },
  });
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <ConfirmDialog
        open={request?.kind === 'one'}
        onOpenChange={onOpenChange}
        title="Delete this global job?"
        description={
          request?.kind === 'one' ? `${request.job.company_name} (${request.job.country_name}) will be removed.` : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={one.isPending}
        onConfirm={() => request?.kind === 'one' && one.mutate(request.job._id)}
      />
      <ConfirmDialog
        open={request?.kind === 'selected'}
        onOpenChange={onOpenChange}
        title="Delete selected global jobs?"
        description={
          request?.kind === 'selected'
            ? `${request.ids.length} global ${request.ids.length === 1 ? 'job' : 'jobs'} will be deleted.`
            : ''
        }
        confirmLabel="Delete Selected"
        pendingLabel="Deleting..."
        isPending={selected.isPending}
        onConfirm={() => request?.kind === 'selected' && selected.mutate(request.ids)}
      />
    </>
  );
}
