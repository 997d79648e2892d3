import type { DB } from '#server/db/database.js';
import type { IndexedJob } from './index-types.js';

// What the search index reads from the database: every open internship in chunks, the change log, and the
// internships a change names. Each is a short query.

const INDEXED = [
  'id',
  'title',
  'domain',
  'location',
  'position',
  'company',
  'requirements',
  'type',
  'salary',
  'featured',
  'created_at',
  'expiry_date',
  'is_active',
] as const;

type Row = { [K in (typeof INDEXED)[number]]: K extends 'salary' | 'featured' | 'is_active' ? number : string | null };

export interface IndexedRow {
  job: IndexedJob;
  isActive: boolean;
}

/** The stored requirements (a JSON array of lines); an unreadable value counts as none. */
function requirementsOf(stored: string | null): string[] {
  try {
    const lines: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

const toIndexed = (row: Row): IndexedRow => ({
  job: {
    id: row.id as string,
    title: row.title as string,
    domain: row.domain as string,
    location: row.location as string,
    position: row.position as string,
    company: row.company as string,
    requirements: requirementsOf(row.requirements),
    type: row.type as string,
    salary: row.salary,
    featured: row.featured === 1,
    createdAt: row.created_at as string,
    expiryDate: row.expiry_date,
  },
  isActive: row.is_active === 1,
});

/** The internships after `afterId` in id order, `limit` of them. */
export async function readJobsAfter(db: DB, afterId: string, limit: number): Promise<IndexedRow[]> {
  const rows = await db
    .selectFrom('internships')
    .select(INDEXED)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toIndexed);
}

/**
 * The open internships posted after `since`, in posting order, `limit` of them after the one at
 * (`afterCreated`, `afterId`): the alert digest's window (docs/decisions/0046).
 */
export async function readJobsPostedAfter(
  db: DB,
  since: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<IndexedJob[]> {
  let query = db
    .selectFrom('internships')
    .select(INDEXED)
    .where('created_at', '>', since)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return (await query.execute()).map((row) => toIndexed(row).job);
}

export async function readJobs(db: DB, ids: string[]): Promise<IndexedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('internships').select(INDEXED).where('id', 'in', ids).execute();
  return rows.map(toIndexed);
}

/** The number of the last change, 0 when none was logged. */
export async function lastChange(db: DB): Promise<number> {
  const row = await db
    .selectFrom('internship_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Whether change `seq` is still in the log (the log keeps the latest changes only). */
export async function isLogged(db: DB, seq: number): Promise<boolean> {
  const row = await db.selectFrom('internship_changes').select('seq').where('seq', '=', seq).executeTakeFirst();
  return row !== undefined;
}

/** The changes after `seq`, up to `upTo` (all when it is infinite), in order, `limit` of them. */
export async function readChangesAfter(db: DB, seq: number, limit: number, upTo = Number.POSITIVE_INFINITY) {
  let query = db.selectFrom('internship_changes').select(['seq', 'internship_id']).where('seq', '>', seq);
  if (Number.isFinite(upTo)) query = query.where('seq', '<=', upTo);
  const rows = await query.orderBy('seq').limit(limit).execute();
  return rows.map((row) => ({ seq: Number(row.seq), id: row.internship_id }));
}

/** Forgets all but the latest `keep` changes (housekeeping). */
export async function pruneChanges(db: DB, keep: number): Promise<void> {
  const last = await lastChange(db);
  await db
    .deleteFrom('internship_changes')
    .where('seq', '<=', last - keep)
    .execute();
}
