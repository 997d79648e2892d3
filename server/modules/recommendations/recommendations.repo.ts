import { sql } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { DialectName } from '#server/db/dialect.js';
import { PG_SEARCH_VECTOR } from '#server/db/search-vector.js';
import { toContainsPattern } from '../jobs/search-terms.js';

const openNow = (now: string) => sql<boolean>`is_active = 1 and (expiry_date is null or expiry_date > ${now})`;

/**
 * Candidates for a student: open internships whose title or domain starts a word with one of the
 * student's terms (from the search index), plus open internships in the student's city. Scoring then
 * reads their full text; nothing scans the whole table.
 */
export async function findCandidateJobs(
  db: DB,
  dialect: DialectName,
  { terms, city, now, limit }: { terms: string[]; city: string; now: string; limit: number },
) {
  const byTerms =
    terms.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('internships')
          .selectAll()
          .where(openNow(now))
          .where(
            dialect === 'postgres'
              ? sql<boolean>`${sql.raw(PG_SEARCH_VECTOR)} @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' | ')})`
              : sql<boolean>`internships.rowid in (select rowid from internships_fts where internships_fts match ${terms
                  .map((t) => `"${t}"*`)
                  .join(' OR ')})`,
          )
          .orderBy('featured', 'desc')
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute();
  const byCity = city
    ? db
        .selectFrom('internships')
        .selectAll()
        .where(openNow(now))
        .where((eb) =>
          eb(eb.fn('lower', [eb.ref('location')]), 'like', sql<string>`${toContainsPattern(city)} escape '\\'`),
        )
        // The order of the public list's index, so the newest matches are read from it, not sorted.
        .orderBy('is_active')
        .orderBy('featured', 'desc')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    : Promise.resolve([]);
  const [a, b] = await Promise.all([byTerms, byCity]);
  const seen = new Set<string>();
  return [...a, ...b].filter((row) => !seen.has(row.id) && seen.add(row.id));
}

export async function findAppliedJobIds(db: DB, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('applications').select('job_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.job_id));
}
