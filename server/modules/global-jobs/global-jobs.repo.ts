import type { DB } from '../../db/database.js';

export function listGlobalJobs(db: DB) {
  return db
    .selectFrom('global_jobs')
    .select(['id', 'country_name', 'company_name', 'link', 'continents'])
    .orderBy('country_name')
    .orderBy('company_name')
    .execute();
}
