import type { Insertable, Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { AdminsTable } from '#server/db/schema.js';

export type AdminRow = Selectable<AdminsTable>;

export function findAdminByUsername(db: DB, username: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: DB, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Insert unless the username exists (two processes starting together create one admin). */
export async function insertAdminIfAbsent(db: DB, admin: Insertable<AdminsTable>): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateAdminProfile(
  db: DB,
  id: string,
  username: string,
  email: string,
  now: string,
): Promise<void> {
  await db.updateTable('admins').set({ username, email, updated_at: now }).where('id', '=', id).execute();
}

/** A new password ends the admin's other sessions (token version bump). */
export async function updateAdminPassword(db: DB, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Every administrator, the longest-serving first. */
export function listAdmins(db: DB): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Administrators whose username or email is the given one, whatever the letter case. */
export function findAdminsNamed(db: DB, username: string, email: string): Promise<AdminRow[]> {
  return db
    .selectFrom('admins')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
      ]),
    )
    .execute();
}

/**
 * PostgreSQL: hold every administrator's row until the transaction ends, so two removals at once cannot
 * both count two administrators and leave none. (SQLite runs one writing transaction at a time.)
 */
export async function lockAdmins(db: DB): Promise<void> {
  await db.selectFrom('admins').select('id').forUpdate().execute();
}

/** True when the row was there. Its sessions end with it: the guard finds no account for their tokens. */
export async function deleteAdmin(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
