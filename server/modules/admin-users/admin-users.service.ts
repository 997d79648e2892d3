import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { toUser } from '../users/users.mapper.js';
import { listUsersPage, setBlocked } from './admin-users.repo.js';

type Row = Awaited<ReturnType<typeof listUsersPage>>['users'][number];

export function toAdminUser(row: Row) {
  const user = toUser(row);
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    currentCity: user.currentCity,
    pinCode: user.pinCode,
    futureGoals: user.futureGoals,
    skills: user.skills,
    keywords: user.keywords,
    twelfthPU: user.twelfthPU,
    ugDegree: user.ugDegree,
    pgMasters: user.pgMasters,
    currentAcademicStatus: user.currentAcademicStatus,
    studyPreference: user.studyPreference,
    isBlocked: user.isBlocked,
    applicationCount: Number(row.application_count ?? 0),
    createdAt: user.createdAt,
    resume: user.hasResume,
  };
}

export async function listUsersForAdmin(db: DB, query: { page: number; limit: number; search?: string }) {
  const { users, total } = await listUsersPage(db, query);
  return { users: users.map(toAdminUser), total };
}

export async function blockUser(db: DB, id: string, isBlocked: boolean) {
  if (!(await setBlocked(db, id, isBlocked, nowIso()))) throw refuse('USER_NOT_FOUND', 'User not found');
  return { message: `User ${isBlocked ? 'blocked' : 'unblocked'} successfully!` };
}
