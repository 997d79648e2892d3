import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { expiryAfterPosting } from '#shared/listing-expiry.js';
import type { TAdminJob, TAdminJobsQuery } from '#shared/schemas/admin-jobs.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { answerReportsOf, answerReportsOfDeleted } from '../reports/listing-answers.js';
import { toAdminJob, toJobColumns } from './admin-jobs.mapper.js';
import {
  countHeldJobs,
  deleteJobs,
  deleteJobsAtLocation,
  insertJob,
  listAllJobs,
  listLocations,
  updateJob,
} from './admin-jobs.repo.js';
import { listingExpiryDays } from './listing-expiry.service.js';
import { HELD_MESSAGE, riskColumnsOf } from './risk-flags.service.js';

type JobInput = Parameters<typeof toJobColumns>[0];

export async function listJobsForAdmin(db: DB, query: TAdminJobsQuery) {
  const [{ rows, total }, heldCount] = await Promise.all([listAllJobs(db, query), countHeldJobs(db)]);
  return {
    jobs: rows.map(toAdminJob),
    pagination: { current: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), total },
    heldCount,
  };
}

async function loadJob(db: DB, id: string): Promise<TAdminJob> {
  const row = await findJobById(db, id);
  if (!row) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  return toAdminJob(row);
}

export async function createJob(db: DB, input: JobInput) {
  const id = newId();
  const now = nowIso();
  const columns = toJobColumns(input);
  // Without an expiry date it closes the set number of days after posting (docs/decisions/0039).
  const expiry_date = columns.expiry_date ?? expiryAfterPosting(now, await listingExpiryDays(db));
  // Risk flags are warnings here: the administrator is looking at the listing (docs/decisions/0038).
  const risk = await riskColumnsOf(db, input);
  await insertJob(db, { id, ...columns, expiry_date, ...risk, created_at: now, updated_at: now });
  return { message: 'Job created successfully!', job: await loadJob(db, id) };
}

/** The whole form, or only {isActive} (the status toggle). Editing keeps an expiry date the form left empty. */
/** `adminId`: who, for closing the listing's open reports (an edit or a deactivation answers them). */
export async function editJob(db: DB, id: string, input: JobInput | { isActive: boolean }, adminId: string | null) {
  const current = await findJobById(db, id);
  if (!current) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  // A held internship becomes active only by publishing it; an edit keeps it held (docs/decisions/0038).
  if (current.held === 1 && input.isActive) throw refuse('INTERNSHIP_HELD', HELD_MESSAGE);
  if (!('title' in input)) {
    await updateJob(db, id, { is_active: Number(input.isActive), updated_at: nowIso() });
    if (!input.isActive) await answerReportsOf(db, 'internship', id, 'deactivated', adminId);
    return { message: `Job ${input.isActive ? 'activated' : 'deactivated'} successfully!`, job: await loadJob(db, id) };
  }
  const columns = toJobColumns(input);
  await updateJob(db, id, {
    ...columns,
    ...(await riskColumnsOf(db, input)),
    expiry_date: columns.expiry_date ?? current.expiry_date,
    updated_at: nowIso(),
  });
  await answerReportsOf(db, 'internship', id, 'edited', adminId);
  return { message: 'Job updated successfully!', job: await loadJob(db, id) };
}

export async function removeJob(db: DB, id: string, adminId: string | null) {
  if ((await deleteJobs(db, [id])) === 0) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  await answerReportsOfDeleted(db, adminId);
  return { message: 'Job deleted successfully!', deletedCount: 1 };
}

export async function removeJobs(db: DB, ids: string[], adminId: string | null) {
  const deletedCount = await deleteJobs(db, [...new Set(ids)]);
  if (deletedCount > 0) await answerReportsOfDeleted(db, adminId);
  return { message: `Successfully deleted ${deletedCount} jobs`, deletedCount };
}

export async function removeJobsAtLocation(db: DB, location: string, adminId: string | null) {
  if (!location.trim()) throw refuse('LOCATION_REQUIRED', 'Select a location.');
  const deletedCount = await deleteJobsAtLocation(db, location);
  if (deletedCount > 0) await answerReportsOfDeleted(db, adminId);
  return { message: `Successfully deleted ${deletedCount} jobs`, deletedCount };
}

/** Every location internships are at, for the delete-by-location picker. */
export function listJobLocations(db: DB): Promise<string[]> {
  return listLocations(db);
}
