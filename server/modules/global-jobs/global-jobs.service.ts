import type { DB } from '#server/db/database.js';
import type { TAdminGlobalJob, TGlobalJob } from '#shared/schemas/global-job.js';
import { type GlobalJobRow, listGlobalJobs } from './global-jobs.repo.js';

/** A global job as students see it: whether its link may be broken, nothing more of the check. */
export function toGlobalJob(row: GlobalJobRow): TGlobalJob {
  const { id, country_name, company_name, link, continents } = row;
  return { _id: id, country_name, company_name, link, continents, linkBroken: row.link_broken_since !== null };
}

/** A global job as administrators see it, with the link check's state (docs/decisions/0036). */
export function toAdminGlobalJob(row: GlobalJobRow): TAdminGlobalJob {
  return {
    ...toGlobalJob(row),
    linkFailures: row.link_failures,
    linkCheckedAt: row.link_checked_at,
    linkError: row.link_last_error,
  };
}

/** Every global job, by country then company, as the API shows it. */
export async function listPublicGlobalJobs(db: DB) {
  return (await listGlobalJobs(db)).map(toGlobalJob);
}

/** The same list for administrators, with the link check's state. */
export async function listAdminGlobalJobs(db: DB) {
  return (await listGlobalJobs(db)).map(toAdminGlobalJob);
}
