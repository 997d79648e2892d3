import type { z } from 'zod';
import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import type { ZGlobalJobInput } from '#shared/schemas/admin.js';
import {
  deleteGlobalJobRows,
  findGlobalJob,
  insertGlobalJob,
  updateGlobalJobRow,
} from '../global-jobs/global-jobs.repo.js';

type Input = z.infer<typeof ZGlobalJobInput>;

const GLOBAL_JOB_NOT_FOUND = 'Global job not found';

async function load(db: DB, id: string) {
  const row = await findGlobalJob(db, id);
  if (!row) throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  const { id: _id, ...rest } = row;
  return { _id, ...rest };
}

export async function createGlobalJob(db: DB, input: Input) {
  const id = newId();
  const now = nowIso();
  await insertGlobalJob(db, { id, ...input, created_at: now, updated_at: now });
  return { message: 'Global job created successfully!', job: await load(db, id) };
}

export async function updateGlobalJob(db: DB, id: string, input: Input) {
  if (!(await updateGlobalJobRow(db, id, { ...input, updated_at: nowIso() })))
    throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  return { message: 'Global job updated successfully!', job: await load(db, id) };
}

export async function deleteGlobalJobs(db: DB, ids: string[], mustExist: boolean): Promise<number> {
  const deleted = await deleteGlobalJobRows(db, [...new Set(ids)]);
  if (mustExist && deleted === 0) throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  return deleted;
}
