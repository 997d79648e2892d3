import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAdminInvitation, TAdministrator } from '#shared/schemas/admins.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { paths } from '#web/config/paths.js';
import { useAdministrators } from '#web/lib/administrators-query.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useRemoveAdministrator } from '../api/remove-administrator.js';
import { useWithdrawInvitation } from '../api/withdraw-invitation.js';
import { AdministratorsList } from './administrators-list.js';
import { InviteAdminForm } from './invite-admin-form.js';
import { PendingInvitations } from './pending-invitations.js';

/**
 * The Administrators tab (docs/decisions/0037): who administers the platform, at the spec's one level;
 * invite another, withdraw an invitation, remove an administrator (their sessions end at once).
 */
export function AdministratorsTab() {
  const list = useAdministrators();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<TAdministrator | null>(null);
  const [withdrawing, setWithdrawing] = useState<TAdminInvitation | null>(null);
  useEffect(() => {
    if (list.error) toast.error(getErrorMessage(list.error, 'Failed to fetch administrators'), { id: 'admins' });
  }, [list.error]);

  const remove = useRemoveAdministrator({
    mutationConfig: {
      onSuccess: ({ message }, id) => {
        toast.success(message);
        setRemoving(null);
        // Removing oneself ends one's own session too: back to the login.
        if (list.data?.admins.find((admin) => admin._id === id)?.isYou) {
          signOut({ sessionEnded: true });
          void navigate(paths.admin.login.getHref(), { replace: true });
        }
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, 'Failed to remove the administrator'));
        setRemoving(null);
      },
    },
  });
  const withdraw = useWithdrawInvitation({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to withdraw the invitation')),
      onSettled: () => setWithdrawing(null),
    },
  });

  if (list.isPending) return <ListSkeleton rows={3} label="Loading administrators" />;
  if (list.isError) {
    return (
      <ErrorState
        message={getErrorMessage(list.error, 'Failed to fetch administrators')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <div className="space-y-8">
      <AdministratorsList admins={list.data.admins} onRemove={setRemoving} />
      <PendingInvitations invitations={list.data.invitations} onWithdraw={setWithdrawing} />
      <div className="border-t border-slate-200 pt-6">
        <InviteAdminForm />
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.isYou ? 'Remove yourself?' : `Remove ${removing?.username ?? ''}?`}
        description={
          removing?.isYou
            ? 'You lose access at once and are signed out on every device. The activity log keeps your actions under your name.'
            : 'They lose access at once: every device signed in as them is signed out. The activity log keeps their actions under their name.'
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw the invitation?"
        description={`The link sent to ${withdrawing?.email ?? ''} stops working. You can invite them again later.`}
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        isPending={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing._id)}
      />
    </div>
  );
}
