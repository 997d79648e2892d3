import type { Insertable, Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { AdminInvitationsTable } from '#server/db/schema.js';

export type InvitationRow = Selectable<AdminInvitationsTable>;

export async function insertInvitation(db: DB, invitation: Insertable<AdminInvitationsTable>): Promise<void> {
  await db.insertInto('admin_invitations').values(invitation).execute();
}

/** Invitations not used yet, expired ones included (the list shows them as expired), newest first. */
export function listPendingInvitations(db: DB): Promise<InvitationRow[]> {
  return db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Live invitations (unused, unexpired) that would give another address this username. */
export function findLiveInvitationsForUsername(db: DB, username: string, exceptEmail: string, now: string) {
  return db
    .selectFrom('admin_invitations')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('email', '!=', exceptEmail)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** A new invitation to the same address replaces the old ones: their links stop working. */
export async function deletePendingInvitationsTo(db: DB, email: string): Promise<void> {
  await db.deleteFrom('admin_invitations').where('email', '=', email).where('used_at', 'is', null).execute();
}

export function findInvitationByHash(db: DB, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('admin_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Withdraw an invitation not used yet; true when there was one. */
export async function deletePendingInvitation(db: DB, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_invitations')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Use an invitation; true for exactly one of several racing requests, and never for an expired one. */
export async function markInvitationUsed(db: DB, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
