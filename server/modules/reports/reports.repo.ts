import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ListingReportsTable } from '#server/db/schema.js';
import type { ListingKind, ReportOutcome } from '#shared/reports.js';

// Reports of listings and the holidays of the complaint promise (docs/decisions/0035).

export async function insertReport(db: DB, report: Insertable<ListingReportsTable>): Promise<void> {
  await db.insertInto('listing_reports').values(report).execute();
}

export interface ListingFacts {
  title: string;
  company: string;
  /** null for a global job: it has no active flag. */
  isActive: boolean | null;
}

/** The listing as a report names it; undefined when it does not exist. */
export async function findListing(db: DB, kind: ListingKind, id: string): Promise<ListingFacts | undefined> {
  if (kind === 'internship') {
    const row = await db
      .selectFrom('internships')
      .select(['title', 'company', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { title: row.title, company: row.company, isActive: row.is_active === 1 };
  }
  const row = await db
    .selectFrom('global_jobs')
    .select(['company_name', 'country_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { title: `${row.company_name} (${row.country_name})`, company: row.company_name, isActive: null };
}

/** The listings of `ids` that still exist, each with its facts. */
export async function listingsByIds(db: DB, kind: ListingKind, ids: string[]): Promise<Map<string, ListingFacts>> {
  if (ids.length === 0) return new Map();
  if (kind === 'internship') {
    const rows = await db
      .selectFrom('internships')
      .select(['id', 'title', 'company', 'is_active'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { title: r.title, company: r.company, isActive: r.is_active === 1 }]));
  }
  const rows = await db
    .selectFrom('global_jobs')
    .select(['id', 'company_name', 'country_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { title: `${r.company_name} (${r.country_name})`, company: r.company_name, isActive: null },
    ]),
  );
}

/** A student's own reports, newest first. */
export function reportsOfUser(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('listing_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The open reports, oldest first (the queue holds them all: they are answered within days). */
export function openReports(db: DB, limit: number) {
  return db
    .selectFrom('listing_reports')
    .selectAll()
    .where('closed_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The latest closed reports, newest first. */
export function closedReports(db: DB, limit: number) {
  return db
    .selectFrom('listing_reports')
    .selectAll()
    .where('closed_at', 'is not', null)
    .orderBy('closed_at', 'desc')
    .limit(limit)
    .execute();
}

/** Open reports, and those of them made before `overdueBefore`. */
export async function countOpenReports(db: DB, overdueBefore: string): Promise<{ open: number; overdue: number }> {
  const row = await db
    .selectFrom('listing_reports')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('open'),
      eb.fn.count<number | string>(eb.case().when('created_at', '<', overdueBefore).then(1).end()).as('overdue'),
    ])
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue) };
}

export interface Closing {
  outcome: ReportOutcome;
  note: string;
  byName: string | null;
  at: string;
}

/** Closes the listing's open reports; answers how many. */
export async function closeReportsOf(db: DB, kind: ListingKind, id: string, closing: Closing): Promise<number> {
  const result = await db
    .updateTable('listing_reports')
    .set({
      closed_at: closing.at,
      outcome: closing.outcome,
      outcome_note: closing.note,
      closed_by_name: closing.byName,
    })
    .where('listing_kind', '=', kind)
    .where('listing_id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Closes, as deleted, the open reports whose listing no longer exists (after any deletion). */
export async function closeReportsOfDeletedListings(db: DB, closing: Omit<Closing, 'outcome' | 'note'>) {
  const result = await db
    .updateTable('listing_reports')
    .set({ closed_at: closing.at, outcome: 'deleted', outcome_note: '', closed_by_name: closing.byName })
    .where('closed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('listing_kind', '=', 'internship'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('internships')
                .select('internships.id')
                .whereRef('internships.id', '=', 'listing_reports.listing_id'),
            ),
          ),
        ]),
        eb.and([
          eb('listing_kind', '=', 'global_job'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('global_jobs')
                .select('global_jobs.id')
                .whereRef('global_jobs.id', '=', 'listing_reports.listing_id'),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many open reports the listing has. */
export async function countOpenReportsOf(db: DB, kind: ListingKind, id: string): Promise<number> {
  const row = await db
    .selectFrom('listing_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('listing_kind', '=', kind)
    .where('listing_id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listHolidays(db: DB) {
  return db.selectFrom('holidays').selectAll().orderBy('date').execute();
}

/** The whole list at once, as the administrator saves it. */
export async function replaceHolidays(db: DB, holidays: { date: string; name: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('holidays').execute();
    if (holidays.length > 0) await trx.insertInto('holidays').values(holidays).execute();
  });
}

export async function adminName(db: DB, id: string): Promise<string | null> {
  const row = await db.selectFrom('admins').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
}
