import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { OneTimeCodesTable } from '#server/db/schema.js';

export type CodePurpose = 'register' | 'reset';

export async function insertCode(db: DB, code: Insertable<OneTimeCodesTable>): Promise<void> {
  await db.insertInto('one_time_codes').values(code).execute();
}

/** The newest code issued for this email and purpose, used or not. */
export function findLatestCode(db: DB, email: string, purpose: CodePurpose) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(db: DB, email: string, purpose: CodePurpose, since: string): Promise<number> {
  const row = await db
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Count a wrong try atomically; returns the tries so far. */
export async function addWrongAttempt(db: DB, id: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Mark used only if still unused: true for exactly one of several racing requests. */
export async function markCodeUsed(db: DB, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCodesFor(db: DB, email: string): Promise<void> {
  await db.deleteFrom('one_time_codes').where('email', '=', email).execute();
}
