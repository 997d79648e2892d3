import type { DB } from '#server/db/database.js';

/** Failed checks in a row after which a link may be broken (issue 19, Freshness). */
export const BROKEN_AFTER_FAILURES = 3;

/** Global jobs whose link was last checked before `cutoff`, or never: the longest waiting first. */
export function listDueLinks(db: DB, cutoff: string, limit: number) {
  return db
    .selectFrom('global_jobs')
    .select(['id', 'link', 'link_broken_since'])
    .where((eb) => eb.or([eb('link_checked_at', 'is', null), eb('link_checked_at', '<', cutoff)]))
    .orderBy((eb) => eb.fn.coalesce('link_checked_at', eb.val('')))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a link for this round if it is still due: with several processes (PostgreSQL), one of them
 * checks it, so a failure is counted once a day.
 */
export async function claimLink(db: DB, id: string, cutoff: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('global_jobs')
    .set({ link_checked_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('link_checked_at', 'is', null), eb('link_checked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A check that answered: the count and the flag go. Only while the link is still the one checked. */
export async function recordLinkSuccess(db: DB, id: string, link: string, at: string): Promise<void> {
  await db
    .updateTable('global_jobs')
    .set({ link_failures: 0, link_checked_at: at, link_broken_since: null, link_last_error: null })
    .where('id', '=', id)
    .where('link', '=', link)
    .execute();
}

/** A failed check: one more in a row, flagged at the third. The count after it (null: the link changed). */
export async function recordLinkFailure(
  db: DB,
  id: string,
  link: string,
  error: string,
  at: string,
): Promise<number | null> {
  const row = await db
    .updateTable('global_jobs')
    .set((eb) => ({
      link_failures: eb('link_failures', '+', 1),
      link_checked_at: at,
      link_last_error: error,
      link_broken_since: eb
        .case()
        .when('link_broken_since', 'is not', null)
        .then(eb.ref('link_broken_since'))
        .when('link_failures', '>=', BROKEN_AFTER_FAILURES - 1)
        .then(at)
        .else(null)
        .end(),
    }))
    .where('id', '=', id)
    .where('link', '=', link)
    .returning('link_failures')
    .executeTakeFirst();
  return row ? row.link_failures : null;
}

/** The administrator gives a global job another link: it is as if never checked (due at the next round). */
export async function forgetCheckOfChangedLink(db: DB, id: string, newLink: string): Promise<void> {
  await db
    .updateTable('global_jobs')
    .set({ link_failures: 0, link_checked_at: null, link_broken_since: null, link_last_error: null })
    .where('id', '=', id)
    .where('link', '<>', newLink)
    .execute();
}
