import { type Insertable, sql, type Updateable } from 'kysely';
import type { TAdminJobsQuery } from '../../../shared/schemas/admin-jobs.js';
import type { DB } from '../../db/database.js';
import type { InternshipsTable } from '../../db/schema.js';
import { toContainsPattern } from '../jobs/search-terms.js';

const SORT_COLUMNS = {
  createdAt: 'created_at',
  title: 'title',
  company: 'company',
  location: 'location',
  domain: 'domain',
  salary: 'salary',
  applicationCount: 'application_count',
  viewCount: 'view_count',
} as const;

/** All internships (active, inactive, expired) for the back office, one page at a time. */
export async function listAllJobs(db: DB, { page, limit, sort, order, location, search }: TAdminJobsQuery) {
  let query = db.selectFrom('internships');
  if (location) query = query.where(sql`lower(location)`, '=', location.toLowerCase());
  if (search) {
    const pattern = toContainsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(title)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(company)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy('id', order)
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function listLocations(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('internships').select('location').distinct().orderBy('location').execute();
  return rows.map((r) => r.location);
}

export async function insertJob(db: DB, job: Insertable<InternshipsTable>): Promise<void> {
  await db.insertInto('internships').values(job).execute();
}

export async function insertJobs(db: DB, jobs: Insertable<InternshipsTable>[]): Promise<void> {
  // Chunks keep each statement under the drivers' parameter limits.
  for (let i = 0; i < jobs.length; i += 200)
    await db
      .insertInto('internships')
      .values(jobs.slice(i, i + 200))
      .execute();
}

export async function updateJob(db: DB, id: string, changes: Updateable<InternshipsTable>): Promise<boolean> {
  const result = await db.updateTable('internships').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteJobs(db: DB, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('internships').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Exact, case-insensitive, trimmed location; never a pattern (DECISIONS → Internships). */
export async function deleteJobsAtLocation(db: DB, location: string): Promise<number> {
  const result = await db
    .deleteFrom('internships')
    .where(sql`lower(trim(location))`, '=', location.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
