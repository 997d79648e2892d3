import type { DB } from '#server/db/database.js';

/**
 * Listings after `afterId` in id order, with what tells whether they are open: one short read of the
 * primary key a chunk. The open rule stays in jobs.mapper.ts (isOpen): with it in the query, SQLite
 * chose the is_active index and sorted every open row for each chunk (2.5 s for 100,000).
 */
export function findListingStampsAfter(db: DB, afterId: string, limit: number) {
  return db
    .selectFrom('internships')
    .select(['id', 'updated_at', 'is_active', 'held', 'expiry_date'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
