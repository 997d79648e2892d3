import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { PG_SEARCH_VECTOR } from '../../db/search-vector.js';
import { toContainsPattern, toFtsQuery, toSearchTerms, toTsQuery } from './search-terms.js';

export interface PublicJobFilters {
  search?: string;
  location?: string;
  domain?: string;
  position?: string;
  minSalary?: number;
  maxSalary?: number;
}

type Eb = ExpressionBuilder<Database, 'internships'>;

const containsIgnoringCase = (eb: Eb, column: 'location' | 'domain' | 'position', text: string) =>
  eb(eb.fn('lower', [eb.ref(column)]), 'like', sql<string>`${toContainsPattern(text)} escape '\\'`);

/** The WHERE of the public list: active, unexpired, and every filter (DECISIONS → Internships). */
function publicWhere(dialect: DialectName, filters: PublicJobFilters, now: string) {
  const terms = toSearchTerms(filters.search);
  return (eb: Eb) => {
    const conditions = [eb('is_active', '=', 1), eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)])];
    if (terms.length > 0) {
      conditions.push(
        dialect === 'postgres'
          ? eb(sql.raw(PG_SEARCH_VECTOR), '@@', sql`to_tsquery('simple', ${toTsQuery(terms)})`)
          : eb(
              sql`internships.rowid`,
              'in',
              sql`(select rowid from internships_fts where internships_fts match ${toFtsQuery(terms)})`,
            ),
      );
    }
    if (filters.location) conditions.push(containsIgnoringCase(eb, 'location', filters.location));
    if (filters.domain) conditions.push(containsIgnoringCase(eb, 'domain', filters.domain));
    if (filters.position) conditions.push(containsIgnoringCase(eb, 'position', filters.position));
    if (filters.minSalary !== undefined) conditions.push(eb('salary', '>=', filters.minSalary));
    if (filters.maxSalary !== undefined) conditions.push(eb('salary', '<=', filters.maxSalary));
    return eb.and(conditions);
  };
}

/** One page of the public list: featured first, then newest. */
export function findPublicPage(
  db: DB,
  dialect: DialectName,
  filters: PublicJobFilters,
  { offset, limit }: { offset: number; limit: number },
  now: string,
) {
  return db
    .selectFrom('internships')
    .selectAll()
    .where(publicWhere(dialect, filters, now))
    .orderBy('featured', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** How many internships the filters match (the same WHERE as the page). */
export async function countPublicJobs(db: DB, dialect: DialectName, filters: PublicJobFilters, now: string) {
  const row = await db
    .selectFrom('internships')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(publicWhere(dialect, filters, now))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findJobById(db: DB, id: string) {
  return db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds counted views, one statement per internship, in one transaction. */
export async function addViews(db: DB, views: Map<string, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, count] of views) {
      await trx
        .updateTable('internships')
        .set((eb) => ({ view_count: eb('view_count', '+', count) }))
        .where('id', '=', id)
        .execute();
    }
  });
}
