import { sql } from 'kysely';
import type { DB } from '#server/db/database.js';

export interface Hit {
  count: number;
  resetAt: string;
}

/**
 * Count one hit against `key` in a fixed window, atomically on both dialects (one upsert), so several
 * app processes on one PostgreSQL database share the counters.
 */
export async function recordHit(db: DB, key: string, now: Date, windowMs: number): Promise<Hit> {
  const nowText = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowText} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowText} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: row.reset_at };
}

/** The hits counted against `key` in its current window (0 when it has none, or it has passed). */
export async function readHits(db: DB, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function deleteExpiredHits(db: DB, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now.toISOString()).execute();
}
