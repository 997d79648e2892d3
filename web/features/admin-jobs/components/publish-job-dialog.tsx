import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { usePublishJob } from '../api/publish-job.js';
import { describeRiskFlags } from './risk-badges.js';

type Props = { job: TAdminJob | null; onClose: () => void };

/**
 * Publishing a held internship asks first and names its flags again (docs/decisions/0038): the one step
 * that puts a listing the import held in front of students.
 */
export function PublishJobDialog({ job, onClose }: Props) {
  const publish = usePublishJob({
    mutationConfig: mutationToasts('Internship published', 'Failed to publish the internship', onClose),
  });
  const flags = job && job.riskFlags.length > 0 ? ` It was held for: ${describeRiskFlags(job.riskFlags)}.` : '';
  return (
    <ConfirmDialog
      open={job !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Publish this internship?"
      description={
        job
          ? `"${job.title}" at ${job.company} becomes active and visible to students.${flags} Publish it only if you have checked that it asks students for nothing.`
          : ''
      }
      confirmLabel="Publish"
      pendingLabel="Publishing..."
      tone="primary"
      isPending={publish.isPending}
      onConfirm={() => job && publish.mutate(job._id)}
    />
  );
}
