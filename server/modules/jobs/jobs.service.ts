import type { TJob, TJobsQuery, TJobsResponse } from '../../../shared/schemas/job.js';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import { notFound } from '../../lib/errors.js';
import { toPublicJob } from './jobs.mapper.js';
import { findJobById, incrementViewCount, searchPublicJobs } from './jobs.repo.js';

export const JOB_NOT_FOUND = 'Internship not found';

export async function listPublicJobs(db: DB, dialect: DialectName, query: TJobsQuery): Promise<TJobsResponse> {
  const { page, limit, ...filters } = query;
  const now = new Date().toISOString();
  const { rows, total } = await searchPublicJobs(db, dialect, filters, { offset: (page - 1) * limit, limit }, now);
  return {
    jobs: rows.map((row) => toPublicJob(row, now)),
    pagination: { current: page, pages: Math.max(1, Math.ceil(total / limit)), total },
  };
}

/** The detail; counts the view (DECISIONS → Internships: each view counts once in viewCount). */
export async function getPublicJob(db: DB, id: string): Promise<TJob> {
  const row = await findJobById(db, id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  await incrementViewCount(db, id);
  return toPublicJob(row);
}
