import type { DB } from '#server/db/database.js';

// Freshness (docs/decisions/0039): the active internships whose expiry falls in (from, to], read through
// the index on expiry_date (migration 0013).
const closingBetween = (db: DB, from: string, to: string) =>
  db
    .selectFrom('internships')
    .where('is_active', '=', 1)
    .where('expiry_date', '>', from)
    .where('expiry_date', '<=', to);

/** The first `limit` of them, soonest first, and how many there are. */
export async function findExpiringJobs(db: DB, from: string, to: string, limit: number) {
  const [rows, count] = await Promise.all([
    closingBetween(db, from, to)
      .select(['id', 'title', 'company', 'location', 'expiry_date', 'application_count'])
      .orderBy('expiry_date')
      .orderBy('id')
      .limit(limit)
      .execute(),
    countExpiringJobs(db, from, to),
  ]);
  return { rows, total: count };
}

export async function countExpiringJobs(db: DB, from: string, to: string): Promise<number> {
  const row = await closingBetween(db, from, to)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The current expiry of each of these internships that exists. */
export function findExpiryDates(db: DB, ids: string[]) {
  return db.selectFrom('internships').select(['id', 'expiry_date']).where('id', 'in', ids).execute();
}
