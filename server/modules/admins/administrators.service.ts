import type { AppDeps } from '#server/app-deps.js';
import { dialectOf } from '#server/db/dialect.js';
import { refuse } from '#server/lib/errors.js';
import type { TAdministratorsResponse, TAdminRemoved } from '#shared/schemas/admins.js';
import { listPendingInvitations } from './admin-invitations.repo.js';
import { toInvitation } from './admin-invitations.service.js';
import { countAdmins, deleteAdmin, findAdminById, listAdmins, lockAdmins } from './admins.repo.js';
import { toAdmin } from './admins.service.js';

// Several administrators at the spec's one level (docs/decisions/0037): every administrator can see,
// invite and remove the others; the last one stays.

export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be removed. Invite another administrator first.';
export const ADMIN_REMOVED = 'Administrator removed';

/** GET /api/admin/admins: the administrators and the invitations not used yet. */
export async function listAdministrators({ db }: AppDeps, readerId: string): Promise<TAdministratorsResponse> {
  const [admins, invitations] = await Promise.all([listAdmins(db), listPendingInvitations(db)]);
  return {
    admins: admins.map((row) => ({ ...toAdmin(row), createdAt: row.created_at, isYou: row.id === readerId })),
    invitations: invitations.map(toInvitation),
  };
}

/**
 * Remove an administrator, oneself included, unless they are the last. Their sessions end at once: the
 * guard reads the account on every request and finds none (docs/decisions/0003). The audit log keeps
 * their name as it was (it stores names, not a reference).
 */
export async function removeAdministrator({ db }: AppDeps, id: string): Promise<TAdminRemoved> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await lockAdmins(trx);
    const admin = await findAdminById(trx, id);
    if (!admin) throw refuse('ADMIN_NOT_FOUND', 'Administrator not found');
    if ((await countAdmins(trx)) <= 1) throw refuse('LAST_ADMIN', LAST_ADMIN_MESSAGE);
    await deleteAdmin(trx, id);
    return { message: ADMIN_REMOVED, admin: toAdmin(admin) };
  });
}
