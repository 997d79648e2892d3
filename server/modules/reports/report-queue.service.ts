import type { Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ListingReportsTable } from '#server/db/schema.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { LISTING_KINDS, type ListingKind, REPORT_WORKING_DAYS } from '#shared/reports.js';
import type {
  THolidays,
  TQueuedReport,
  TReportDecisionRequest,
  TReportedListing,
  TReportQueue,
} from '#shared/schemas/reports.js';
import { deadlineDate, deadlineInstant, overdueBefore } from '#shared/working-days.js';
import { deleteGlobalJobs } from '../admin-global-jobs/admin-global-jobs.service.js';
import { editJob, removeJob } from '../admin-jobs/admin-jobs.service.js';
import {
  adminName,
  closedReports,
  closeReportsOf,
  countOpenReports,
  countOpenReportsOf,
  findListing,
  listHolidays,
  listingsByIds,
  openReports,
  replaceHolidays,
} from './reports.repo.js';

// The administrators' complaint queue (docs/decisions/0035): open reports grouped by listing, each with
// its deadline of 7 working days; a decision on the listing closes all its open reports.

/** The queue holds every open report (they are answered within days); the closed view the latest. */
const OPEN_SHOWN = 2_000;
const CLOSED_SHOWN = 300;

type ReportRow = Selectable<ListingReportsTable>;

async function holidaySet(db: DB): Promise<Set<string>> {
  return new Set((await listHolidays(db)).map((holiday) => holiday.date));
}

export async function reportCounts(db: DB, now = new Date()): Promise<{ open: number; overdue: number }> {
  const bound = overdueBefore(now, await holidaySet(db), REPORT_WORKING_DAYS);
  return countOpenReports(db, bound.toISOString());
}

export async function reportQueue(db: DB, state: 'open' | 'closed', now = new Date()): Promise<TReportQueue> {
  const holidays = await holidaySet(db);
  const rows = state === 'open' ? await openReports(db, OPEN_SHOWN) : await closedReports(db, CLOSED_SHOWN);
  const queued = (row: ReportRow): TQueuedReport => ({
    _id: row.id,
    reference: row.reference,
    reason: row.reason,
    details: row.details,
    contact: row.contact,
    fromStudent: row.user_id !== null,
    createdAt: row.created_at,
    dueDate: deadlineDate(row.created_at, holidays, REPORT_WORKING_DAYS),
    overdue:
      row.closed_at === null &&
      deadlineInstant(row.created_at, holidays, REPORT_WORKING_DAYS).getTime() <= now.getTime(),
    outcome: row.outcome,
    outcomeNote: row.outcome_note,
    closedAt: row.closed_at,
    closedBy: row.closed_by_name,
  });
  const groups = new Map<string, { kind: ListingKind; id: string; rows: ReportRow[] }>();
  for (const row of rows) {
    const key = `${row.listing_kind}:${row.listing_id}`;
    const group = groups.get(key) ?? { kind: row.listing_kind, id: row.listing_id, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const facts = new Map(
    await Promise.all(
      LISTING_KINDS.map(
        async (kind) =>
          [
            kind,
            await listingsByIds(
              db,
              kind,
              [...groups.values()].filter((g) => g.kind === kind).map((g) => g.id),
            ),
          ] as const,
      ),
    ),
  );
  const listings: TReportedListing[] = [...groups.values()].map((group) => {
    const reports = group.rows.map(queued);
    const listing = facts.get(group.kind)?.get(group.id);
    const first = group.rows[0];
    return {
      listingKind: group.kind,
      listingId: group.id,
      title: listing?.title ?? first.listing_title,
      company: listing?.company ?? first.listing_company,
      isActive: listing ? listing.isActive : false,
      exists: listing !== undefined,
      dueDate: reports.map((r) => r.dueDate).sort()[0],
      overdue: reports.some((r) => r.overdue),
      reports,
    };
  });
  // Open: the nearest deadline first. Closed: as the rows came, the latest closed first.
  if (state === 'open') listings.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const counts = await countOpenReports(db, overdueBefore(now, holidays, REPORT_WORKING_DAYS).toISOString());
  return { listings, openCount: counts.open, overdueCount: counts.overdue };
}

/**
 * Dismiss (the reason goes to the reporter), deactivate or delete the listing; each closes every open
 * report of it. Deactivating and deleting go through the listings' own services, which close the
 * reports as they do from anywhere in the back office.
 */
export async function decideOnReports(db: DB, body: TReportDecisionRequest, adminId: string) {
  const { listingKind: kind, listingId: id, decision } = body;
  const before = await countOpenReportsOf(db, kind, id);
  if (before === 0) throw refuse('NO_OPEN_REPORTS', 'These reports are already closed.');
  const byName = await adminName(db, adminId);
  const close = (outcome: 'dismissed' | 'deactivated' | 'deleted', note = '') =>
    closeReportsOf(db, kind, id, { outcome, note, byName, at: nowIso() });
  if (decision === 'dismiss') {
    const closed = await close('dismissed', body.reason ?? '');
    return { message: `${closed} report${closed === 1 ? '' : 's'} dismissed.`, closed };
  }
  const exists = (await findListing(db, kind, id)) !== undefined;
  if (decision === 'deactivate') {
    if (kind === 'global_job')
      throw refuse('CANNOT_DEACTIVATE_GLOBAL_JOB', 'A global job cannot be deactivated; edit or delete it.');
    if (exists) await editJob(db, id, { isActive: false }, adminId);
    await close('deactivated');
    return { message: `Listing deactivated; ${before} report${before === 1 ? '' : 's'} closed.`, closed: before };
  }
  if (exists) {
    if (kind === 'internship') await removeJob(db, id, adminId);
    else await deleteGlobalJobs(db, [id], false, adminId);
  }
  await close('deleted');
  return { message: `Listing deleted; ${before} report${before === 1 ? '' : 's'} closed.`, closed: before };
}

export async function holidays(db: DB): Promise<THolidays> {
  return { holidays: (await listHolidays(db)).map(({ date, name }) => ({ date, name })) };
}

export async function saveHolidays(db: DB, body: THolidays): Promise<THolidays & { message: string }> {
  await replaceHolidays(
    db,
    [...body.holidays].sort((a, b) => a.date.localeCompare(b.date)),
  );
  return { message: 'Holidays saved.', ...(await holidays(db)) };
}
