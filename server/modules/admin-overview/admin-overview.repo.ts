import { type CompiledQuery, sql } from 'kysely';
import type { DB } from '#server/db/database.js';

// The back office's counts, as compiled selects: the service reads them with longReads (in a worker thread
// on SQLite), since at 1,000,000 applications each walks an index of a million entries (docs/decisions/0064).
// Applications by status and those closed for want of an answer read the indexes of migration 0020.

/** The count a `select count(*) as n` read. */
export const countIn = (rows: unknown[]) => Number((rows[0] as { n?: number | string | bigint } | undefined)?.n ?? 0);

/** The counts a `select … as key, count(*) as n … group by` read, as the back office's charts take them. */
export const groupCountsIn = (rows: unknown[]) =>
  (rows as { key: string; n: number | string }[]).map((row) => ({ _id: row.key, count: Number(row.n) }));

/** The dashboard's totals (the analytics show them too). */
export function totalsQueries(db: DB, now: string) {
  const count = (table: 'internships' | 'applications' | 'users') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  return {
    totalJobs: count('internships').compile(),
    activeJobs: count('internships')
      .where('is_active', '=', 1)
      .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)]))
      .compile(),
    totalApplications: count('applications').compile(),
    pendingApplications: count('applications').where('status', '=', 'Pending').compile(),
    totalUsers: count('users').compile(),
  } satisfies Record<string, CompiledQuery>;
}

export function applicationsByStatusQuery(db: DB) {
  return db
    .selectFrom('applications')
    .select(['status as key', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .compile();
}

export function jobsByDomainQuery(db: DB) {
  return db
    .selectFrom('internships')
    .select(['domain as key', sql<number>`count(*)`.as('n')])
    .groupBy('domain')
    .orderBy('domain')
    .compile();
}

/**
 * How many students registered in each range from `bounds[i]` to just before `bounds[i + 1]` (ISO times,
 * ascending), keyed by i: one count of the (created_at, id) index a range.
 */
export function registrationsBetweenQueries(db: DB, bounds: string[]): Record<string, CompiledQuery> {
  return Object.fromEntries(
    bounds.slice(0, -1).map((from, i) => [
      `registrations${i}`,
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', bounds[i + 1])
        .compile(),
    ]),
  );
}

/** Applications closed for want of an answer (docs/decisions/0033). */
export function closedForNoResponseQuery(db: DB) {
  return db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('closed_reason', '=', 'No response')
    .compile();
}
