import type { DB } from '#server/db/database.js';
import type { ApplicationStatus, MailStatus } from '#shared/constants.js';

const FILTER_TO_MAIL_STATUS = {
  sent: 'sent',
  undelivered: 'undelivered',
  'mail not found': 'Mail not found',
  pending: 'pending',
} as const;

/** Applications with their student and internship (either may be gone: left joins). */
export function listApplicationsWithPeople(db: DB, filter: keyof typeof FILTER_TO_MAIL_STATUS | 'all', limit = 2000) {
  let query = db
    .selectFrom('applications as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('internships as j', 'j.id', 'a.job_id')
    .select([
      'a.id',
      'a.user_id',
      'a.job_id',
      'a.job_title',
      'a.job_company',
      'a.status',
      'a.mail_status',
      'a.cover_letter',
      'a.applied_at',
      'a.closed_reason',
      'u.id as u_id',
      'u.name as u_name',
      'u.email as u_email',
      'u.phone as u_phone',
      'u.skills as u_skills',
      'u.resume_file_id as u_resume',
      'j.id as j_id',
      'j.title as j_title',
      'j.company as j_company',
      'j.location as j_location',
      'j.salary as j_salary',
    ])
    .orderBy('a.applied_at', 'desc')
    .limit(limit);
  if (filter !== 'all') query = query.where('a.mail_status', '=', FILTER_TO_MAIL_STATUS[filter]);
  return query.execute();
}

export function findApplicationById(db: DB, id: string) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A decision: one other than Pending ends a "No response" closing. */
export async function setApplicationStatus(db: DB, id: string, status: ApplicationStatus, now: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status, updated_at: now, ...(status === 'Pending' ? {} : { closed_reason: null }) })
    .where('id', '=', id)
    .execute();
}

export async function setMailStatus(db: DB, id: string, mailStatus: MailStatus, now: string): Promise<void> {
  await db.updateTable('applications').set({ mail_status: mailStatus, updated_at: now }).where('id', '=', id).execute();
}

/** A mail for this application is waiting in the outbox (queued or being retried). */
export async function hasQueuedMail(db: DB, applicationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}
