import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import type { TAdminUser } from '../api/get-admin-users.js';
import { UserDetailSections } from './user-detail-sections.js';
import { UserStatusBadge } from './user-status-badge.js';
import { BlockButton } from './users-table.js';

type Props = {
  user: TAdminUser | null;
  onClose: () => void;
  onToggleBlock: (user: TAdminUser) => void;
  blockingId: string | null;
};

export function UserDetailDialog({ user, onClose, onToggleBlock, blockingId }: Props) {
  return (
    <AdminDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user?.name ?? 'User'}
      description={user ? `Registered ${formatDateTime(user.createdAt)}` : undefined}
      size="lg"
      footer={user && <BlockButton user={user} onToggleBlock={onToggleBlock} blockingId={blockingId} />}
    >
      {user && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <UserStatusBadge isBlocked={user.isBlocked} />
            <span>
              {user.applicationCount} {user.applicationCount === 1 ? 'application' : 'applications'}
            </span>
            <span>{user.resume ? 'Resume uploaded' : 'No resume'}</span>
          </div>
          <UserDetailSections user={user} />
        </div>
      )}
    </AdminDialog>
  );
}
