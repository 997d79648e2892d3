import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { RowDeleteDialogs, type RowDeleteRequest } from '#web/components/admin/row-delete-dialogs.js';
import { useBulkDeleteGlobalJobs } from '../api/bulk-delete-global-jobs.js';
import { useDeleteGlobalJob } from '../api/delete-global-job.js';

export type GlobalDeleteRequest = RowDeleteRequest<TGlobalJob> | null;

type Props = {
  request: GlobalDeleteRequest;
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
};

/** docs/spec/admin-side.md §5: deletions ask for confirmation. */
export function GlobalDeleteDialogs({ request, onClose, onDeleted }: Props) {
  const done = () => {
    if (request) onDeleted(request.kind === 'one' ? [request.job._id] : request.ids);
    onClose();
  };
  const one = useDeleteGlobalJob({
    mutationConfig: mutationToasts('Global job deleted successfully!', 'Failed to delete global job', done),
  });
  const selected = useBulkDeleteGlobalJobs({
    mutationConfig: mutationToasts(
      ({ deletedCount }) => `Deleted ${deletedCount} global jobs`,
      'Failed to bulk delete global jobs',
      done,
    ),
  });
  return (
    <RowDeleteDialogs
      request={request}
      onClose={onClose}
      one={{
        title: 'Delete this global job?',
        describe: (job) => `${job.company_name} (${job.country_name}) will be removed.`,
        mutation: one,
      }}
      selected={{ title: 'Delete selected global jobs?', things: ['global job', 'global jobs'], mutation: selected }}
    />
  );
}
