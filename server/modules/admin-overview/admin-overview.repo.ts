import { sql } from 'kysely';
import type { DB } from '#server/db/database.js';

const count = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);

export async function countEverything(db: DB, now: string) {
  const [totalJobs, activeJobs, totalApplications, pendingApplications, totalUsers] = await Promise.all([
    count(
      db
        .selectFrom('internships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('internships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', 1)
        .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)]))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'Pending')
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
  ]);
  return { totalJobs, activeJobs, totalApplications, pendingApplications, totalUsers };
}

export async function countApplicationsByStatus(db: DB) {
  const rows = await db
    .selectFrom('applications')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ _id: r.status, count: Number(r.n) }));
}

export async function countJobsByDomain(db: DB) {
  const rows = await db
    .selectFrom('internships')
    .select(['domain', sql<number>`count(*)`.as('n')])
    .groupBy('domain')
    .orderBy('domain')
    .execute();
  return rows.map((r) => ({ _id: r.domain, count: Number(r.n) }));
}

/**
 * How many students registered in each range from `bounds[i]` to just before `bounds[i + 1]` (ISO times,
 * ascending): one count of the (created_at, id) index a range. Reading the times and counting them here
 * took 60 ms of the event loop for 100,000 students (docs/decisions/0064).
 */
export async function countRegistrationsBetween(db: DB, bounds: string[]): Promise<number[]> {
  return Promise.all(
    bounds.slice(0, -1).map((from, i) =>
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('created_at', '>=', from)
          .where('created_at', '<', bounds[i + 1])
          .executeTakeFirst(),
      ),
    ),
  );
}

/** Applications closed for want of an answer (docs/decisions/0033). */
export async function countClosedForNoResponse(db: DB): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('closed_reason', '=', 'No response')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
