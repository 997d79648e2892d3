import type { DB } from '#server/db/database.js';
import { endSession } from '../auth/auth.repo.js';
import type { Session } from '../auth/tokens.js';
import { endEverySession } from './sessions.repo.js';

/** Ends the session a token belongs to (ASVS 3.3.1): that token is refused from then on, wherever it was copied. */
export function logOut(db: DB, session: Session): Promise<void> {
  return endSession(db, session);
}

/** Ends every session of a student's account. */
export function logOutEverywhere(db: DB, userId: string): Promise<void> {
  return endEverySession(db, userId);
}
