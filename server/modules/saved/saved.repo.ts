import type { DB } from '#server/db/database.js';

// A student's saved internships (migration 0015). Rows go with the account or the internship (cascade).

/** Saves once: a second save of the same internship changes nothing. Answers whether a row was added. */
export async function insertSavedOnce(db: DB, userId: string, internshipId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('saved_internships')
    .values({ user_id: userId, internship_id: internshipId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'internship_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteSaved(db: DB, userId: string, internshipId: string): Promise<void> {
  await db
    .deleteFrom('saved_internships')
    .where('user_id', '=', userId)
    .where('internship_id', '=', internshipId)
    .execute();
}

/** Every saved row of the student (the account's deletion). */
export async function deleteAllSavedOf(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('saved_internships').where('user_id', '=', userId).execute();
}

export function findSaved(db: DB, userId: string, internshipId: string) {
  return db
    .selectFrom('saved_internships')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('internship_id', '=', internshipId)
    .executeTakeFirst();
}

export async function countSaved(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_internships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The student's saved internships with each internship's row, newest first. One held for review since
 * it was saved is left out, as its detail is (server/modules/jobs/jobs.service.ts getPublicJob).
 */
export function savedInternshipsOf(db: DB, userId: string) {
  return db
    .selectFrom('saved_internships')
    .innerJoin('internships', 'internships.id', 'saved_internships.internship_id')
    .selectAll('internships')
    .select('saved_internships.created_at as saved_at')
    .where('saved_internships.user_id', '=', userId)
    .where('internships.held', '=', 0)
    .orderBy('saved_internships.created_at', 'desc')
    .orderBy('saved_internships.internship_id')
    .execute();
}
