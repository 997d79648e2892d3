import type { DB } from '#server/db/database.js';

export function findJobById(db: DB, id: string) {
  return db.selectFrom('internships').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJobsByIds(db: DB, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('internships').selectAll().where('id', 'in', ids).execute();
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
