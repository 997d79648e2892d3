import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { expiryAfterPosting } from '#shared/listing-expiry.js';
import { domainKey, type RiskListing, riskFlagsOf, type StipendMedians } from '#shared/risk-flags.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { toAdminJob } from './admin-jobs.mapper.js';
import { activeStipendCounts, publishHeldJob } from './admin-jobs.repo.js';
import { listingExpiryDays } from './listing-expiry.service.js';

// Automatic risk flags (docs/decisions/0038): the rules are in shared/risk-flags.ts; here, what they
// compare with (each domain's median stipend, from the database) and the held listing's publishing.

export const HELD_MESSAGE = 'This internship is held for review. Publish it from the held list after review.';

/**
 * The median stipend of each domain's active internships, and how many there are; domains typed
 * differently ("Technology", "technology ") count as one. The lower median: a stipend half the listings
 * reach. Read before each create, edit and import (one index scan: migration 0012).
 */
export async function readStipendMedians(db: DB): Promise<StipendMedians> {
  const byDomain = new Map<string, Map<number, number>>();
  for (const { domain, salary, listings } of await activeStipendCounts(db)) {
    const key = domainKey(domain);
    const counts = byDomain.get(key) ?? new Map<number, number>();
    counts.set(salary, (counts.get(salary) ?? 0) + listings);
    byDomain.set(key, counts);
  }
  const medians = new Map<string, { median: number; listings: number }>();
  for (const [key, counts] of byDomain) {
    const stipends = [...counts].sort(([a], [b]) => a - b);
    const listings = stipends.reduce((sum, [, n]) => sum + n, 0);
    let seen = 0;
    let median = 0;
    for (const [stipend, n] of stipends) {
      seen += n;
      median = stipend;
      if (seen >= Math.ceil(listings / 2)) break;
    }
    medians.set(key, { median, listings });
  }
  return medians;
}

/** The flags of a listing as the form sends it (the salary as parsed), as the risk_flags column keeps them. */
export async function riskColumnsOf(
  db: DB,
  listing: Omit<RiskListing, 'salary'> & { salary: unknown },
): Promise<{ risk_flags: string }> {
  const flags = riskFlagsOf(
    { ...listing, salary: Number(listing.salary) },
    { stipendMedians: await readStipendMedians(db) },
  );
  return { risk_flags: toJson(flags) };
}

/**
 * A held internship made active: the administrator has reviewed it (the audit log names who). One whose
 * expiry date passed while it waited for the review opens for the setting's days from now
 * (docs/decisions/0039): publishing means students can see it.
 */
export async function publishJob(db: DB, id: string, now = new Date()) {
  const before = await findJobById(db, id);
  if (!before) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  const lapsed = before.expiry_date !== null && before.expiry_date <= now.toISOString();
  const expiry = lapsed ? expiryAfterPosting(now, await listingExpiryDays(db)) : undefined;
  if (!(await publishHeldJob(db, id, nowIso(now), expiry))) {
    throw refuse('INTERNSHIP_NOT_HELD', 'This internship is not held for review.');
  }
  const row = await findJobById(db, id);
  if (!row) throw refuse('INTERNSHIP_NOT_FOUND', 'Job not found');
  const message = lapsed
    ? 'Internship published: its expiry date had passed during the review, so it is open for the days set in Settings.'
    : 'Internship published: students can see it now.';
  return { message, job: toAdminJob(row) };
}
