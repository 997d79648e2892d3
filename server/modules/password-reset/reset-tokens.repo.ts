import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ResetTokensTable } from '#server/db/schema.js';

export async function insertResetToken(db: DB, token: Insertable<ResetTokensTable>): Promise<void> {
  await db.insertInto('reset_tokens').values(token).execute();
}

export function findResetToken(db: DB, tokenHash: string) {
  return db.selectFrom('reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Use one token; true for exactly one of several racing requests. */
export async function markResetTokenUsed(db: DB, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a reset, every other outstanding link of the account stops working. */
export async function retireResetTokens(db: DB, userId: string, now: string): Promise<void> {
  await db
    .updateTable('reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
