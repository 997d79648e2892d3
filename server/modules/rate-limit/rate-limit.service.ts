import type { DB } from '../../db/database.js';
import { tooManyRequests } from '../../lib/errors.js';
import { recordHit } from './rate-limit.repo.js';

export interface LimitRule {
  /** e.g. 'admin-login:ip:127.0.0.1' */
  key: string;
  max: number;
  windowMs: number;
  message?: string;
}

/** Throws 429 with Retry-After once `key` has been hit more than `max` times in the window. */
export async function enforceLimit(db: DB, { key, max, windowMs, message }: LimitRule, now = new Date()) {
  const hit = await recordHit(db, key, now, windowMs);
  if (hit.count > max) {
    const retryAfter = Math.ceil((Date.parse(hit.resetAt) - now.getTime()) / 1000);
    throw tooManyRequests(message ?? 'Too many attempts. Please wait a moment and try again.', retryAfter);
  }
}
