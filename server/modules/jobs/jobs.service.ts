import type { TJob, TJobsQuery, TJobsResponse } from '../../../shared/schemas/job.js';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import { notFound } from '../../lib/errors.js';
import { toPublicJob } from './jobs.mapper.js';
import { countPublicJobs, findJobById, findPublicPage, type PublicJobFilters } from './jobs.repo.js';
import { toSearchTerms } from './search-terms.js';

export const JOB_NOT_FOUND = 'Internship not found';

/** Remembers a value per key while the public content stays the same (the public read cache). */
export type Memo = <T>(key: string, produce: () => Promise<T>) => Promise<T>;

const noMemo: Memo = (_key, produce) => produce();

/** A page and the total; the total is shared by every page of one filter set (a person paging on). */
export async function listPublicJobs(
  db: DB,
  dialect: DialectName,
  query: TJobsQuery,
  memo: Memo = noMemo,
): Promise<TJobsResponse> {
  const { page, limit, ...filters } = query;
  const now = new Date().toISOString();
  const [rows, total] = await Promise.all([
    findPublicPage(db, dialect, filters, { offset: (page - 1) * limit, limit }, now),
    memo(`count:${filterKey(filters)}`, () => countPublicJobs(db, dialect, filters, now)),
  ]);
  return {
    jobs: rows.map((row) => toPublicJob(row, now)),
    pagination: { current: page, pages: Math.max(1, Math.ceil(total / limit)), total },
  };
}

/** The detail, open or closed (the route counts the view). */
export async function getPublicJob(db: DB, id: string): Promise<TJob> {
  const row = await findJobById(db, id);
  if (!row) throw notFound(JOB_NOT_FOUND);
  return toPublicJob(row);
}

/** One key per distinct filter set: what the search matches on, not how it was typed. */
function filterKey({ search, location, domain, position, minSalary, maxSalary }: PublicJobFilters): string {
  const lower = (text: string | undefined) => text?.toLowerCase() ?? '';
  return JSON.stringify([
    toSearchTerms(search),
    lower(location),
    lower(domain),
    lower(position),
    minSalary ?? null,
    maxSalary ?? null,
  ]);
}

/** One key per distinct answer of GET /api/jobs. */
export function jobsCacheKey({ page, limit, ...filters }: TJobsQuery): string {
  return `${filterKey(filters)}:${page}:${limit}`;
}

/** A shown internship passing its expiry changes an answer: it is kept no longer than that. */
export function firstExpiry(jobs: TJob[]): number | undefined {
  const times = jobs.flatMap((job) => (job.expiryDate ? [Date.parse(job.expiryDate)] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}
