import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { adminUserFieldsOf, type TAdminUser } from '#shared/schemas/admin.js';
import { toUser } from '../users/users.mapper.js';
import { listUsersPage, setBlocked } from './admin-users.repo.js';

type Row = Awaited<ReturnType<typeof listUsersPage>>['users'][number];

export function toAdminUser(row: Row): TAdminUser {
  const user = toUser(row);
  return { ...adminUserFieldsOf(user), applicationCount: Number(row.application_count ?? 0), resume: user.hasResume };
}

export async function listUsersForAdmin(db: DB, query: { page: number; limit: number; search?: string }) {
  const { users, total } = await listUsersPage(db, query);
  return { users: users.map(toAdminUser), total };
}

export async function blockUser(db: DB, id: string, isBlocked: boolean) {
  if (!(await setBlocked(db, id, isBlocked, nowIso()))) throw refuse('USER_NOT_FOUND', 'User not found');
  return { message: `User ${isBlocked ? 'blocked' : 'unblocked'} successfully!` };
}
