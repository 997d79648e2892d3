import type { z } from 'zod';
import type { ZGlobalJobInput } from '../../../shared/schemas/admin.js';
import type { DB } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';

type Input = z.infer<typeof ZGlobalJobInput>;

async function load(db: DB, id: string) {
  const row = await db
    .selectFrom('global_jobs')
    .select(['id', 'country_name', 'company_name', 'link', 'continents'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Global job not found');
  const { id: _id, ...rest } = row;
  return { _id, ...rest };
}

export async function createGlobalJob(db: DB, input: Input) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('global_jobs')
    .values({ id, ...input, created_at: now, updated_at: now })
    .execute();
  return { message: 'Global job created successfully!', job: await load(db, id) };
}

export async function updateGlobalJob(db: DB, id: string, input: Input) {
  const result = await db
    .updateTable('global_jobs')
    .set({ ...input, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Global job not found');
  return { message: 'Global job updated successfully!', job: await load(db, id) };
}

export async function deleteGlobalJobs(db: DB, ids: string[], mustExist: boolean): Promise<number> {
  const result = await db
    .deleteFrom('global_jobs')
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (mustExist && deleted === 0) throw notFound('Global job not found');
  return deleted;
}
