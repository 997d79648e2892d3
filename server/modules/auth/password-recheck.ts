import type { DB } from '#server/db/database.js';
import { refuse, refuseFor } from '#server/lib/errors.js';
import { TOO_MANY_WRONG_PASSWORDS } from '#shared/schemas/password.js';
import { readHits, recordHit } from '../rate-limit/rate-limit.repo.js';
import { verifyPassword } from './password.js';
import type { Role } from './tokens.js';

/** Wrong passwords a signed-in account may type where it confirms its password, in 15 minutes. */
export const RECHECK_LIMIT = { wrong: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * A signed-in account confirms its password (account deletion, an administrator's password change).
 * Only the session's holder can type here, so a stranger cannot lock anyone out; a stolen session
 * gets 5 guesses in 15 minutes (then 429), not the hundred a second the hash allows. A wrong password
 * is 400 `wrongMessage`, not 401, so the web client keeps the session to let the owner retype it.
 */
export async function recheckPassword(
  db: DB,
  account: { role: Role; id: string; passwordHash: string },
  password: string,
  wrongMessage: string,
): Promise<void> {
  const key = `password-recheck:${account.role}:${account.id}`;
  const now = new Date();
  if ((await readHits(db, key, now)) >= RECHECK_LIMIT.wrong) {
    throw refuseFor('TOO_MANY_WRONG_PASSWORDS', TOO_MANY_WRONG_PASSWORDS, RECHECK_LIMIT.windowMs / 1000);
  }
  if (await verifyPassword(account.passwordHash, password)) return;
  await recordHit(db, key, now, RECHECK_LIMIT.windowMs);
  throw refuse('WRONG_PASSWORD', wrongMessage);
}
