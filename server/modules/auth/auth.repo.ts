import type { DB } from '#server/db/database.js';
import type { Session } from './tokens.js';

export interface SessionAccount {
  id: string;
  tokenVersion: number;
  isBlocked: boolean;
  /** The token's session was ended on the server (logout). */
  sessionEnded: boolean;
}

/**
 * The little a guard needs to accept a token, in one statement: the account exists, its token version,
 * blocked or not, and whether this session was ended by a logout.
 */
export async function findSessionAccount(db: DB, { role, sub, sid }: Session): Promise<SessionAccount | null> {
  if (role === 'admin') {
    const row = await db
      .selectFrom('admins')
      .select((eb) => ['id', 'token_version', eb.exists(ended(db, sid)).as('ended')])
      .where('id', '=', sub)
      .executeTakeFirst();
    return row
      ? { id: row.id, tokenVersion: row.token_version, isBlocked: false, sessionEnded: isTrue(row.ended) }
      : null;
  }
  const row = await db
    .selectFrom('users')
    .select((eb) => ['id', 'token_version', 'is_blocked', eb.exists(ended(db, sid)).as('ended')])
    .where('id', '=', sub)
    .executeTakeFirst();
  return row
    ? { id: row.id, tokenVersion: row.token_version, isBlocked: row.is_blocked === 1, sessionEnded: isTrue(row.ended) }
    : null;
}

const ended = (db: DB, sid: string) => db.selectFrom('ended_sessions').select('id').where('id', '=', sid);
/** EXISTS reads as a boolean on PostgreSQL and as 0 or 1 on SQLite. */
const isTrue = (value: unknown) => value === true || Number(value) === 1;

/** Ends one session on the server: its token is refused from now until it would have expired. */
export async function endSession(db: DB, { sid, expiresAt }: Session): Promise<void> {
  await db
    .insertInto('ended_sessions')
    .values({ id: sid, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Ended sessions whose tokens have expired anyway: of no more use. */
export async function deleteExpiredEndedSessions(db: DB, now: Date): Promise<void> {
  await db.deleteFrom('ended_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
