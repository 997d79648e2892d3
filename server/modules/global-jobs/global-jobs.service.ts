import type { DB } from '#server/db/database.js';
import { listGlobalJobs } from './global-jobs.repo.js';

/** Every global job, by country then company, as the API shows it. */
export async function listPublicGlobalJobs(db: DB) {
  return (await listGlobalJobs(db)).map(({ id, ...job }) => ({ _id: id, ...job }));
}
