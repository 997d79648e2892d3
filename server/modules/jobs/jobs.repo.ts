import type { CompiledQuery, Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { InternshipsTable } from '#server/db/schema.js';

export function findJobById(db: DB, id: string) {
  return db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a list shows of an internship (toPublicJob): not its counters, review flags or import. */
export const LISTED_COLUMNS = [
  'id',
  'title',
  'company',
  'location',
  'email',
  'domain',
  'position',
  'type',
  'duration',
  'salary',
  'description',
  'requirements',
  'is_active',
  'featured',
  'expiry_date',
  'created_at',
] as const;

/** An internship's listed columns, as read. */
export type ListedRow = Pick<Selectable<InternshipsTable>, (typeof LISTED_COLUMNS)[number]>;

/**
 * The statement for each number of ids asked, built once per database: building it with the query
 * builder cost a list about as much as running it.
 */
const compiledByIds = new WeakMap<DB, Map<number, CompiledQuery<ListedRow>>>();

/** The listed columns of the internships of `ids` that exist. */
export async function findJobsByIds(db: DB, ids: string[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  let byCount = compiledByIds.get(db);
  if (!byCount) {
    byCount = new Map();
    compiledByIds.set(db, byCount);
  }
  let compiled = byCount.get(ids.length);
  if (!compiled) {
    compiled = db.selectFrom('internships').select(LISTED_COLUMNS).where('id', 'in', ids).compile();
    byCount.set(ids.length, compiled);
  }
  return (await db.executeQuery<ListedRow>({ ...compiled, parameters: ids })).rows;
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
