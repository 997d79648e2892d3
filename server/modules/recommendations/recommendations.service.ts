import type { TRecommendation } from '../../../shared/schemas/recommendation.js';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import { notFound } from '../../lib/errors.js';
import { fromJson } from '../../lib/json-column.js';
import { toPublicJob } from '../jobs/jobs.mapper.js';
import { toSearchTerms } from '../jobs/search-terms.js';
import { findUserById } from '../users/users.repo.js';
import { findAppliedJobIds, findCandidateJobs } from './recommendations.repo.js';
import { scoreJob } from './scoring.js';

const CANDIDATES = 400;

/** 'Recommended for you': open internships the student has not applied to, best match first. */
export async function recommendFor(
  db: DB,
  dialect: DialectName,
  userId: string,
  limit: number,
): Promise<TRecommendation[]> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Account not found');
  const skills = fromJson<string[]>(user.skills, []);
  const keywords = fromJson<string[]>(user.keywords, []);
  const terms = toSearchTerms([...skills, ...keywords].join(' ')).slice(0, 8);
  const now = new Date().toISOString();
  const [candidates, applied] = await Promise.all([
    findCandidateJobs(db, dialect, { terms, city: user.current_city.trim(), now, limit: CANDIDATES }),
    findAppliedJobIds(db, userId),
  ]);
  const student = { skills, keywords, city: user.current_city.trim(), studyPreference: user.study_preference };
  return candidates
    .filter((row) => !applied.has(row.id))
    .map((row) => {
      const job = toPublicJob(row, now);
      return { job, ...scoreJob(student, { ...job, requirements: job.requirements }) };
    })
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.job.featured) - Number(a.job.featured) ||
        b.job.createdAt.localeCompare(a.job.createdAt),
    )
    .slice(0, limit);
}
