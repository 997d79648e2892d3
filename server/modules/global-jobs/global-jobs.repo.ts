import type { Insertable, Updateable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { GlobalJobsTable } from '#server/db/schema.js';

const SHOWN = [
  'id',
  'country_name',
  'company_name',
  'link',
  'continents',
  // The daily link check (docs/decisions/0036).
  'link_failures',
  'link_checked_at',
  'link_broken_since',
  'link_last_error',
] as const;

export function listGlobalJobs(db: DB) {
  return db.selectFrom('global_jobs').select(SHOWN).orderBy('country_name').orderBy('company_name').execute();
}

export type GlobalJobRow = Awaited<ReturnType<typeof listGlobalJobs>>[number];

export function findGlobalJob(db: DB, id: string) {
  return db.selectFrom('global_jobs').select(SHOWN).where('id', '=', id).executeTakeFirst();
}

export async function insertGlobalJob(db: DB, job: Insertable<GlobalJobsTable>): Promise<void> {
  await db.insertInto('global_jobs').values(job).execute();
}

/** Whether the global job existed. */
export async function updateGlobalJobRow(db: DB, id: string, changes: Updateable<GlobalJobsTable>): Promise<boolean> {
  const result = await db.updateTable('global_jobs').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many of the global jobs existed. */
export async function deleteGlobalJobRows(db: DB, ids: string[]): Promise<number> {
  const result = await db.deleteFrom('global_jobs').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
