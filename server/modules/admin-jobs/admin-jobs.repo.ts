import { CompiledQuery, type Insertable, sql, type Updateable } from 'kysely';
import type { DB } from '#server/db/database.js';
import { dialectOf } from '#server/db/dialect.js';
import type { InternshipsTable } from '#server/db/schema.js';
import type { TAdminJobsQuery } from '#shared/schemas/admin-jobs.js';
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
export async function listAllJobs(db: DB, { page, limit, sort, order, location, search, held }: TAdminJobsQuery) {
  let query = db.selectFrom('internships');
  if (held === 'true') query = query.where('held', '=', 1);
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

/** Internships held for review (docs/decisions/0038), from the partial index on held rows. */
export async function countHeldJobs(db: DB): Promise<number> {
  const row = await db
    .selectFrom('internships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('held', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many active internships pay each stipend, per domain as written: one scan of a partial index
 * (migration 0012). SQLite is told which: without statistics (the product does not analyze its database)
 * it takes the index on is_active and reads every active internship's row, 30-130 ms on the event loop at
 * 30,000-90,000 internships instead of 3-4 ms (docs/decisions/0063).
 */
export function stipendCountsQuery(db: DB) {
  const from =
    dialectOf(db) === 'sqlite' ? sql`internships indexed by internships_active_domain_salary` : sql`internships`;
  return sql<{ domain: string; salary: number | string; n: number | string }>`
    select domain, salary, count(*) as n from ${from} where is_active = 1 group by domain, salary`;
}

export async function activeStipendCounts(db: DB) {
  const { rows } = await stipendCountsQuery(db).execute(db);
  return rows.map((row) => ({ domain: row.domain, salary: Number(row.salary), listings: Number(row.n) }));
}

/** A held internship made active and no longer held; false when it is not held (or not there). */
export async function publishHeldJob(
  db: DB,
  id: string,
  now: string,
  /** A new expiry date, when the old one passed while the listing was held. */
  expiry?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('internships')
    .set({ held: 0, is_active: 1, updated_at: now, ...(expiry ? { expiry_date: expiry } : {}) })
    .where('id', '=', id)
    .where('held', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listLocations(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('internships').select('location').distinct().orderBy('location').execute();
  return rows.map((r) => r.location);
}

export async function insertJob(db: DB, job: Insertable<InternshipsTable>): Promise<void> {
  await db.insertInto('internships').values(job).execute();
}

const INSERT_CHUNK = 100;

/**
 * Many internships (an import), in multi-row statements written here rather than by the query
 * builder: building and compiling a chunk of values cost about as much as SQLite's insert itself.
 * The columns are those of the first job (every job has the same; they come from toJobColumns), never
 * from outside. Chunks keep each statement under the drivers' parameter limits and each stretch of
 * work on the event loop short (SQLite runs a statement on it): a turn of the loop between chunks
 * lets other requests in.
 */
export async function insertJobs(db: DB, jobs: Insertable<InternshipsTable>[]): Promise<void> {
  if (jobs.length === 0) return;
  const columns = Object.keys(jobs[0]) as (keyof InternshipsTable)[];
  const postgres = dialectOf(db) === 'postgres';
  for (let i = 0; i < jobs.length; i += INSERT_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const parameters: unknown[] = [];
    const rows = jobs.slice(i, i + INSERT_CHUNK).map((job) => {
      const placeholders = columns.map((column) => {
        parameters.push(job[column] ?? null);
        return postgres ? `$${parameters.length}` : '?';
      });
      return `(${placeholders.join(',')})`;
    });
    await db.executeQuery(
      CompiledQuery.raw(`insert into internships (${columns.join(',')}) values ${rows.join(',')}`, parameters),
    );
  }
}

export async function updateJob(db: DB, id: string, changes: Updateable<InternshipsTable>): Promise<boolean> {
  const result = await db.updateTable('internships').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every internship an import inserted (the import starts again from the top). */
export async function deleteJobsOfUpload(db: DB, uploadId: string): Promise<void> {
  await db.deleteFrom('internships').where('upload_id', '=', uploadId).execute();
}

export async function deleteJobs(db: DB, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('internships').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Exact, case-insensitive, trimmed location; never a pattern (docs/spec/product-decisions.md → Internships). */
export async function deleteJobsAtLocation(db: DB, location: string): Promise<number> {
  const result = await db
    .deleteFrom('internships')
    .where(sql`lower(trim(location))`, '=', location.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
