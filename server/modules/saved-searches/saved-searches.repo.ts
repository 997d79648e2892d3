import type { Selectable, Updateable } from 'kysely';
import type { DB } from '#server/db/database.js';
import { dialectOf } from '#server/db/dialect.js';
import type { SavedSearchesTable } from '#server/db/schema.js';

// A student's saved searches (migration 0016). Rows go with the account (cascade).

export type SavedSearchRow = Selectable<SavedSearchesTable>;

export async function insertSavedSearch(db: DB, row: SavedSearchRow): Promise<void> {
  await db.insertInto('saved_searches').values(row).execute();
}

/** The student's saved searches, newest first. */
export function savedSearchesOf(db: DB, userId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSavedSearch(db: DB, id: string): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countSavedSearches(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateSavedSearch(db: DB, id: string, change: Updateable<SavedSearchesTable>): Promise<void> {
  await db.updateTable('saved_searches').set(change).where('id', '=', id).execute();
}

export async function deleteSavedSearch(db: DB, userId: string, id: string): Promise<void> {
  await db.deleteFrom('saved_searches').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Every saved search of the student (the account's deletion). */
export async function deleteAllSavedSearchesOf(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
}

/** A due alert, with what its mail needs of the student. */
export type DueAlert = SavedSearchRow & { email: string; student_name: string; language: string | null };

/**
 * Claims up to `limit` alerts due at `now` for `claimMs`: another digest (another process) skips them
 * until the claim ends. On PostgreSQL, FOR UPDATE SKIP LOCKED keeps two claims apart; SQLite has one
 * writer. A digest that dies leaves claims that end, and the next round takes those alerts again.
 */
export async function claimDueAlerts(db: DB, now: Date, limit: number, claimMs: number): Promise<DueAlert[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + claimMs).toISOString();
  const isPostgres = dialectOf(db) === 'postgres';
  const claimed = await db
    .updateTable('saved_searches')
    .set({ claimed_until: until })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('saved_searches')
        .select('id')
        .where('next_alert_at', '<=', at)
        .where('frequency', '!=', 'off')
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
        .orderBy('next_alert_at')
        .limit(limit);
      if (isPostgres) due = due.forUpdate().skipLocked();
      return due;
    })
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.email as email', 'u.name as student_name', 'u.language as language'])
    .where(
      's.id',
      'in',
      claimed.map((row) => row.id),
    )
    .execute();
}

/**
 * The alert is done: its window moves on to `windowEnd`, the next is due at `next`, and the claim ends.
 * Alerts the student turned off meanwhile stay off.
 */
export async function finishAlert(db: DB, id: string, windowEnd: string, next: string): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set({ last_alert_at: windowEnd, next_alert_at: next, claimed_until: null })
    .where('id', '=', id)
    .where('next_alert_at', 'is not', null)
    .execute();
}
