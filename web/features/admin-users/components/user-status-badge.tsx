import { Badge } from '#web/components/admin/badge.js';

export function UserStatusBadge({ isBlocked }: { isBlocked: boolean }) {
  return <Badge tone={isBlocked ? 'red' : 'green'}>{isBlocked ? 'Blocked' : 'Active'}</Badge>;
}
