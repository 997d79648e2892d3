import type { DB } from '../../db/database.js';
import type { Role } from './tokens.js';

export interface SessionAccount {
  id: string;
  tokenVersion: number;
  isBlocked: boolean;
}

/** The little a guard needs to accept a token: the account exists, its token version, blocked or not. */
export async function findSessionAccount(db: DB, role: Role, id: string): Promise<SessionAccount | null> {
  if (role === 'admin') {
    const row = await db.selectFrom('admins').select(['id', 'token_version']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, tokenVersion: row.token_version, isBlocked: false } : null;
  }
  const row = await db
    .selectFrom('users')
    .select(['id', 'token_version', 'is_blocked'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, tokenVersion: row.token_version, isBlocked: row.is_blocked === 1 } : null;
}
