import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import type { DialectName } from '#server/db/dialect.js';
import { ACCOUNT_NOT_FOUND_MESSAGE, refuse } from '#server/lib/errors.js';
import { fromJson } from '#server/lib/json-column.js';
import type { TRecommendation } from '#shared/schemas/recommendation.js';
import { toPublicJob } from '../jobs/jobs.mapper.js';
import { firstExpiry } from '../jobs/jobs.service.js';
import { toSearchTerms } from '../jobs/search-terms.js';
import { timed } from '../public-cache/public-read-cache.js';
import { findUserById, type UserRow } from '../users/users.repo.js';
import { findAppliedJobIds, findCandidateJobs } from './recommendations.repo.js';
import { scorer } from './scoring.js';

const CANDIDATES = 400;

/**
 * 'Recommended for you': open internships the student has not applied to, best match first. A list is
 * kept for the student in the public read cache (docs/decisions/0016) while nothing it depends on
 * changes: what the public sees (the content version), the student's profile, their applications.
 * A dashboard asks for it on every visit, and working it out reads and scores hundreds of internships.
 */
export async function recommendFor(
  { db, dialect, publicReads }: Pick<AppDeps, 'db' | 'dialect' | 'publicReads'>,
  userId: string,
  limit: number,
): Promise<TRecommendation[]> {
  const [user, applied] = await Promise.all([findUserById(db, userId), findAppliedJobIds(db, userId)]);
  if (!user) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  const key = `recommendations:${userId}:${user.updated_at}:${applied.size}:${limit}`;
  return publicReads.cache.memo(key, async () => {
    const list = await recommend(db, dialect, user, applied, limit);
    return timed(list, firstExpiry(list.map((r) => r.job.expiryDate)));
  });
}

async function recommend(
  db: DB,
  dialect: DialectName,
  user: UserRow,
  applied: Set<string>,
  limit: number,
): Promise<TRecommendation[]> {
  const skills = fromJson<string[]>(user.skills, []);
  const keywords = fromJson<string[]>(user.keywords, []);
  const terms = toSearchTerms([...skills, ...keywords].join(' ')).slice(0, 8);
  const now = new Date().toISOString();
  const candidates = await findCandidateJobs(db, dialect, {
    terms,
    city: user.current_city.trim(),
    now,
    limit: CANDIDATES,
  });
  const score = scorer({ skills, keywords, city: user.current_city.trim(), studyPreference: user.study_preference });
  return candidates
    .filter((row) => !applied.has(row.id))
    .map((row) => {
      const job = toPublicJob(row, now);
      return { job, ...score(job) };
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
