import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ApplicationsTable } from '#server/db/schema.js';

/** A student's applications, newest first, with the listing's current company address. */
export function findApplicationsOfUser(db: DB, userId: string) {
  return db
    .selectFrom('applications as a')
    .leftJoin('internships as j', 'j.id', 'a.job_id')
    .selectAll('a')
    .select('j.email as listing_email')
    .where('a.user_id', '=', userId)
    .orderBy('a.applied_at', 'desc')
    .execute();
}

/** On account deletion: keep the applications as anonymous rows (for the admins' counts), personal text removed. */
export async function anonymiseApplicationsOfUser(db: DB, userId: string, tombstone: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ user_id: tombstone, cover_letter: '' })
    .where('user_id', '=', userId)
    .execute();
}

export function findApplication(db: DB, userId: string, jobId: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'status', 'applied_at'])
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

export async function countApplicationsSince(db: DB, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('applied_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Insert unless this student already applied to this internship (the unique index decides). */
export async function insertApplicationOnce(db: DB, application: Insertable<ApplicationsTable>): Promise<boolean> {
  const result = await db
    .insertInto('applications')
    .values(application)
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function incrementApplicationCount(db: DB, jobId: string): Promise<void> {
  await db
    .updateTable('internships')
    .set((eb) => ({ application_count: eb('application_count', '+', 1) }))
    .where('id', '=', jobId)
    .execute();
}

/** PostgreSQL: serialise one student's applies (the daily limit under parallel requests). */
export async function lockUserRow(db: DB, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
