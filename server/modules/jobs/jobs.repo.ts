import type { DB } from '#server/db/database.js';

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

/** The listed columns of the internships of `ids` that exist. */
export async function findJobsByIds(db: DB, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('internships').select(LISTED_COLUMNS).where('id', 'in', ids).execute();
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
