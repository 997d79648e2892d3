import { sql } from 'kysely';
import type { DB } from '#server/db/database.js';
import { toContainsPattern } from '../jobs/search-terms.js';

const withApplicationCount = (db: DB) =>
  db
    .selectFrom('users as u')
    .selectAll('u')
    .select((eb) =>
      eb
        .selectFrom('applications as a')
        .whereRef('a.user_id', '=', 'u.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('application_count'),
    );

/** One page of students, newest first; search matches name, email, phone or city (docs/spec/admin-side.md §5). */
export async function listUsersPage(db: DB, { page, limit, search }: { page: number; limit: number; search?: string }) {
  let base = db.selectFrom('users as u');
  let rows = withApplicationCount(db);
  if (search) {
    const pattern = toContainsPattern(search);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const condition = sql<boolean>`(${like('u.name')} or ${like('u.email')} or ${like('u.phone')} or ${like('u.current_city')})`;
    base = base.where(condition);
    rows = rows.where(condition);
  }
  const [users, count] = await Promise.all([
    rows
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .offset((page - 1) * limit)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: Number(count.n) };
}

/**
 * A batch of students for the export, in creation order after the cursor (keyset paging: bounded memory).
 * The batch starts where the (created_at, id) index holds the cursor (migration 0019), and reads its rows
 * in that order. The first batch starts at `from`: every id is after ''. Written as an OR of two
 * comparisons, or beside a separate `created_at >= from`, the databases sorted every student after the
 * cursor, or read them all from `from`, for each batch.
 */
export function usersAfterQuery(
  db: DB,
  cursor: { createdAt: string; id: string } | null,
  { from, to, limit }: { from?: string; to?: string; limit: number },
) {
  let query = withApplicationCount(db).orderBy('u.created_at').orderBy('u.id').limit(limit);
  const after = cursor ?? (from ? { createdAt: from, id: '' } : null);
  if (after)
    query = query.where((eb) => eb(eb.refTuple('u.created_at', 'u.id'), '>', eb.tuple(after.createdAt, after.id)));
  if (to) query = query.where('u.created_at', '<', to);
  return query;
}

export function listUsersAfter(...args: Parameters<typeof usersAfterQuery>) {
  return usersAfterQuery(...args).execute();
}

/** Block or unblock; either way the token version moves, so open sessions end at once. */
export async function setBlocked(db: DB, id: string, isBlocked: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ is_blocked: Number(isBlocked), token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
