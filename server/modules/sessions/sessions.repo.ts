import type { DB } from '#server/db/database.js';

/** Every session of a student's account ends: each token carries the old token version. */
export async function endEverySession(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', userId)
    .execute();
}
