import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { refuse, said } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { SAVED_INTERNSHIPS_MAX } from '#shared/saved.js';
import type { TSavedInternship, TSaveReceipt } from '#shared/schemas/saved.js';
import { lockUserRow } from '../applications/applications.repo.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { toPublicJob } from '../jobs/jobs.mapper.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { JOB_NOT_FOUND } from '../jobs/jobs.service.js';
import { countSaved, deleteSaved, findSaved, insertSavedOnce, savedInternshipsOf } from './saved.repo.js';

// Saved internships (issue 21, item 1): one tap saves or unsaves; the dashboard lists them.

export const SAVED_LIMIT = 'You can save at most {max} internships. Remove one you no longer need to save another.';

/**
 * Saves an internship for the student; saving it again answers the first save's time. An internship
 * that does not exist, or is held for review (docs/decisions/0038), is not found, as its detail is. A
 * closed one may be saved: it shows closed on the dashboard. The cap holds under parallel saves (a
 * per-student lock on PostgreSQL, one writer on SQLite).
 */
export async function saveInternship(
  { db, dialect, runWrite }: Pick<AppDeps, 'db' | 'dialect' | 'runWrite'>,
  userId: string,
  jobId: string,
): Promise<TSaveReceipt> {
  const job = await findJobById(db, jobId);
  if (!job || job.held === 1) throw refuse('INTERNSHIP_NOT_FOUND', JOB_NOT_FOUND);
  const savedAt = await runWrite(async (trx) => {
    if (dialect === 'postgres') await lockUserRow(trx, userId);
    const existing = await findSaved(trx, userId, jobId);
    if (existing) return existing.created_at;
    if ((await countSaved(trx, userId)) >= SAVED_INTERNSHIPS_MAX) {
      throw refuse('SAVED_LIMIT_REACHED', said(SAVED_LIMIT, { max: SAVED_INTERNSHIPS_MAX }));
    }
    const at = nowIso();
    if (await insertSavedOnce(trx, userId, jobId, at)) return at;
    return (await findSaved(trx, userId, jobId))?.created_at ?? at;
  });
  return { jobId, savedAt };
}

/** Unsaves; unsaving what is not saved (or no longer exists) changes nothing. */
export async function unsaveInternship({ runWrite }: Pick<AppDeps, 'runWrite'>, userId: string, jobId: string) {
  await runWrite((trx) => deleteSaved(trx, userId, jobId));
}

/** The student's saved internships, newest first, as the public list shows them, with when each was saved. */
export async function listSaved(db: DB, userId: string, book?: ResponsivenessBook): Promise<TSavedInternship[]> {
  const now = nowIso();
  const rows = await savedInternshipsOf(db, userId);
  return rows.map(({ saved_at, ...row }) => ({ ...toPublicJob(row, now, book), savedAt: saved_at }));
}
