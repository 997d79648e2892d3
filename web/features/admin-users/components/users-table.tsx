import { Ban, Eye, ShieldCheck } from 'lucide-react';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { Button } from '#web/components/ui/button.js';
import { formatDate } from '#web/lib/india-dates.js';
import type { TAdminUser } from '../api/get-admin-users.js';
import { SkillChips } from './skill-chips.js';
import { UserStatusBadge } from './user-status-badge.js';

export type UsersListProps = {
  users: TAdminUser[];
  onView: (user: TAdminUser) => void;
  onToggleBlock: (user: TAdminUser) => void;
  blockingId: string | null;
};

type BlockButtonProps = { user: TAdminUser } & Pick<UsersListProps, 'onToggleBlock' | 'blockingId'>;

export function BlockButton({ user, onToggleBlock, blockingId }: BlockButtonProps) {
  const Icon = user.isBlocked ? ShieldCheck : Ban;
  return (
    <Button
      variant={user.isBlocked ? 'secondary' : 'ghost'}
      size="sm"
      isLoading={blockingId === user._id}
      onClick={() => onToggleBlock(user)}
      aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.name}`}
      className={
        user.isBlocked ? undefined : 'text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50 hover:text-red-800'
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {user.isBlocked ? 'Unblock' : 'Block'}
    </Button>
  );
}

// The actions stay in view while the other columns scroll sideways.
const STICKY = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';

export function UsersTable(props: UsersListProps) {
  const { users, onView } = props;
  return (
    <DataTable caption="Users">
      <thead>
        <tr>
          <Th>User</Th>
          <Th>Contact</Th>
          <Th>Skills</Th>
          <Th className="text-center">
            <abbr title="Applications" className="no-underline">
              Apps
            </abbr>
          </Th>
          <Th>Registered</Th>
          <Th className={`${STICKY} bg-slate-50`}>Status / Actions</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id} className="group hover:bg-slate-50">
            <Td className="max-w-56 whitespace-normal">
              <p className="font-semibold text-slate-900">{user.name}</p>
              <p className="text-xs break-all text-slate-500">{user.email}</p>
            </Td>
            <Td className="whitespace-nowrap">
              <p>{user.phone || '–'}</p>
              <p className="text-xs text-slate-500">{user.currentCity}</p>
            </Td>
            <Td className="max-w-56 whitespace-normal">
              <SkillChips skills={user.skills} />
            </Td>
            <Td className="text-center tabular-nums">{user.applicationCount}</Td>
            <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
            <Td className={`${STICKY} bg-white group-hover:bg-slate-50`}>
              <div className="flex items-center justify-end gap-2">
                <UserStatusBadge isBlocked={user.isBlocked} />
                <Button variant="ghost" size="sm" onClick={() => onView(user)} aria-label={`View ${user.name}`}>
                  <Eye aria-hidden="true" className="size-4" />
                  View
                </Button>
                <BlockButton user={user} onToggleBlock={props.onToggleBlock} blockingId={props.blockingId} />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
