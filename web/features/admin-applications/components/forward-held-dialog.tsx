import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useForwardApplications } from '../api/forward-applications.js';

type Props = { ids: string[]; open: boolean; onOpenChange: (open: boolean) => void };

/** Sends every held application in view to its company (POST /admin/applications/forward). */
export function ForwardHeldDialog({ ids, open, onOpenChange }: Props) {
  const forward = useForwardApplications({
    mutationConfig: {
      onSuccess: ({ message, failures }) => {
        if (failures.length === 0) toast.success(message);
        else toast.warning(`${message}. ${failures.length} could not be sent: ${failures[0].message}`);
        onOpenChange(false);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to forward applications')),
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title="Forward held applications?"
      description={`${ids.length} held ${ids.length === 1 ? 'application' : 'applications'} will be emailed to the companies, with the resumes attached.`}
      confirmLabel="Forward All"
      pendingLabel="Forwarding..."
      isPending={forward.isPending}
      onConfirm={() => forward.mutate(ids)}
    />
  );
}
