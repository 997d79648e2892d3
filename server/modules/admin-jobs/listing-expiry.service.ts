import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { EXPIRING_LIST_LIMIT, extendedExpiry, windowEnd } from '#shared/listing-expiry.js';
import type { TExpiringJobsResponse } from '#shared/schemas/admin-jobs.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { getSettings } from '../settings/settings.service.js';
import { toAdminJob } from './admin-jobs.mapper.js';
import { updateJob } from './admin-jobs.repo.js';
import { countExpiringJobs, findExpiringJobs, findExpiryDates } from './listing-expiry.repo.js';

// Freshness of internships (docs/decisions/0039). An extension goes through updateJob like any edit, so
// the triggers move the content version and log the change: the public cache and every process's search
// index see the new date (docs/decisions/0016, 0026).

/** Days from posting to closing for a listing created without an expiry date (the setting). */
export async function listingExpiryDays(db: DB): Promise<number> {
  return (await getSettings(db)).listingExpiryDays;
}

/** Active internships closing within `days` (not already closed), soonest first. */
export async function listExpiringJobs(db: DB, days: number, now = new Date()): Promise<TExpiringJobsResponse> {
  const { rows, total } = await findExpiringJobs(db, now.toISOString(), windowEnd(now, days), EXPIRING_LIST_LIMIT);
  return {
    jobs: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      company: row.company,
      location: row.location,
      expiryDate: row.expiry_date ?? '',
      applicationCount: row.application_count,
    })),
    total,
  };
}

export function countExpiringSoon(db: DB, days: number, now = new Date()): Promise<number> {
  return countExpiringJobs(db, now.toISOString(), windowEnd(now, days));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One internship's expiry moved `days` later (from now if it has passed). */
export async function extendJob(db: DB, id: string, days: number, now = new Date()) {
  const current = await findJobById(db, id);
  if (!current) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  await updateJob(db, id, { expiry_date: extendedExpiry(current.expiry_date, days, now), updated_at: nowIso() });
  const job = await findJobById(db, id);
  if (!job) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  return { message: `Extended by ${plural(days, 'day')}`, job: toAdminJob(job) };
}

/** Several at once, each from its own expiry, in one transaction; ids that are gone are skipped. */
export async function extendJobs(db: DB, ids: string[], days: number, now = new Date()) {
  const extendedCount = await db.transaction().execute(async (trx) => {
    const rows = await findExpiryDates(trx, [...new Set(ids)]);
    const updatedAt = nowIso();
    for (const row of rows) {
      await updateJob(trx, row.id, { expiry_date: extendedExpiry(row.expiry_date, days, now), updated_at: updatedAt });
    }
    return rows.length;
  });
  return { message: `Extended ${plural(extendedCount, 'internship')} by ${plural(days, 'day')}`, extendedCount };
}
