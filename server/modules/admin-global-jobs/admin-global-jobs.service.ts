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
import { toAdminGlobalJob } from '../global-jobs/global-jobs.service.js';
import { forgetCheckOfChangedLink } from '../link-check/link-check.repo.js';
import { answerReportsOf, answerReportsOfDeleted } from '../reports/listing-answers.js';

type Input = z.infer<typeof ZGlobalJobInput>;

const GLOBAL_JOB_NOT_FOUND = 'Global job not found';

async function load(db: DB, id: string) {
  const row = await findGlobalJob(db, id);
  if (!row) throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  return toAdminGlobalJob(row);
}

export async function createGlobalJob(db: DB, input: Input) {
  const id = newId();
  const now = nowIso();
  await insertGlobalJob(db, { id, ...input, created_at: now, updated_at: now });
  return { message: 'Global job created successfully!', job: await load(db, id) };
}

/** `adminId`: who, for closing the listing's open reports (an edit answers them, docs/decisions/0035). */
export async function updateGlobalJob(db: DB, id: string, input: Input, adminId: string | null) {
  // A new link starts the daily check afresh (docs/decisions/0036): the old link's failures are not its own.
  const updated = await db.transaction().execute(async (trx) => {
    await forgetCheckOfChangedLink(trx, id, input.link);
    return updateGlobalJobRow(trx, id, { ...input, updated_at: nowIso() });
  });
  if (!updated) throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  await answerReportsOf(db, 'global_job', id, 'edited', adminId);
  return { message: 'Global job updated successfully!', job: await load(db, id) };
}

export async function deleteGlobalJobs(
  db: DB,
  ids: string[],
  mustExist: boolean,
  adminId: string | null,
): Promise<number> {
  const deleted = await deleteGlobalJobRows(db, [...new Set(ids)]);
  if (mustExist && deleted === 0) throw refuse('GLOBAL_JOB_NOT_FOUND', GLOBAL_JOB_NOT_FOUND);
  if (deleted > 0) await answerReportsOfDeleted(db, adminId);
  return deleted;
}
