import { Eye } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { formatDate } from '#web/lib/india-dates.js';
import { SkillChips } from './skill-chips.js';
import { UserStatusBadge } from './user-status-badge.js';
import { BlockButton, type UsersListProps } from './users-table.js';

/** The users as cards on a phone. */
export function UserCards(props: UsersListProps) {
  return (
    <ul aria-label="Users" className="divide-y divide-slate-200">
      {props.users.map((user) => (
        <li key={user._id} className="space-y-2 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{user.name}</p>
              <p className="text-xs break-all text-slate-500">{user.email}</p>
            </div>
            <UserStatusBadge isBlocked={user.isBlocked} />
          </div>
          <p className="text-sm text-slate-600">{[user.phone, user.currentCity].filter(Boolean).join(' · ') || '–'}</p>
          <SkillChips skills={user.skills} />
          <p className="text-xs text-slate-500">
            Registered {formatDate(user.createdAt)} · {user.applicationCount}{' '}
            {user.applicationCount === 1 ? 'application' : 'applications'}
          </p>
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="ghost" size="sm" onClick={() => props.onView(user)} aria-label={`View ${user.name}`}>
              <Eye aria-hidden="true" className="size-4" />
              View
            </Button>
            <BlockButton user={user} onToggleBlock={props.onToggleBlock} blockingId={props.blockingId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
