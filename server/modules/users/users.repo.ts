import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { UsersTable } from '#server/db/schema.js';
import type { Language } from '#shared/languages.js';

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Insert; false when the email is taken (the unique index decides, also under racing requests). */
export async function insertUserIfEmailFree(db: DB, user: Insertable<UsersTable>): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateUser(db: DB, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Set the account's language; false when there is no such account. */
export async function setUserLanguage(db: DB, id: string, language: Language, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ language, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new password ends every existing session (token version bump). */
export async function updatePassword(db: DB, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: DB, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
