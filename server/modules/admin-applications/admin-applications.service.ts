import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { fromJson } from '#server/lib/json-column.js';
import type { ApplicationStatus } from '#shared/constants.js';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { enqueueCompanyMail } from '../applications/apply.service.js';
import { insertEvent } from '../hearing-back/events.repo.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { statusChangedMail } from '../mail/templates.js';
import { getSettings } from '../settings/settings.service.js';
import { findUserById } from '../users/users.repo.js';
import {
  findApplicationById,
  hasQueuedMail,
  listApplicationsWithPeople,
  setApplicationStatus,
  setMailStatus,
} from './admin-applications.repo.js';

type Filter = Parameters<typeof listApplicationsWithPeople>[1];

export async function listApplicationsForAdmin(db: DB, filter: Filter): Promise<TAdminApplication[]> {
  const rows = await listApplicationsWithPeople(db, filter);
  return rows.map((r) => ({
    _id: r.id,
    userId: r.u_id
      ? {
          _id: r.u_id,
          name: r.u_name ?? '',
          email: r.u_email ?? '',
          phone: r.u_phone ?? '',
          skills: fromJson<string[]>(r.u_skills, []),
          resume: r.u_resume !== null,
        }
      : null,
    jobId: r.j_id
      ? {
          _id: r.j_id,
          title: r.j_title ?? '',
          company: r.j_company ?? '',
          location: r.j_location ?? '',
          salary: r.j_salary ?? 0,
        }
      : null,
    jobSnapshot: { title: r.job_title, company: r.job_company },
    appliedAt: r.applied_at,
    status: r.status,
    mailStatus: r.mail_status,
    coverLetter: r.cover_letter,
    closedReason: r.closed_reason,
  }));
}

/** Set the decision; the student is mailed when notifications are on (docs/spec/product-decisions.md → Applications). */
export async function changeApplicationStatus(deps: AppDeps, id: string, status: ApplicationStatus) {
  const { db } = deps;
  const application = await findApplicationById(db, id);
  if (!application) throw refuse('APPLICATION_NOT_FOUND', 'Application not found');
  const settings = await getSettings(db);
  const user = await findUserById(db, application.user_id);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await setApplicationStatus(trx, id, status, now);
    if (application.status !== status) {
      await insertEvent(trx, { application_id: id, kind: 'status_set', actor: 'admin', status, created_at: now });
    }
    if (settings.emailNotifications && user && application.status !== status) {
      const job = { title: application.job_title, company: application.job_company };
      const mail = statusChangedMail(settings.platformName, user.name, job, status, user.language);
      await enqueueMail(trx, { to: user.email, ...mail });
    }
  });
  deps.kickMail();
  return { message: `Application marked ${status}` };
}

/** Send a held (or failed) application to the company through the outbox. */
export async function forwardApplication(deps: AppDeps, id: string) {
  const { db } = deps;
  const application = await findApplicationById(db, id);
  if (!application) throw refuse('APPLICATION_NOT_FOUND', 'Application not found');
  if (application.mail_status === 'sent')
    throw refuse('APPLICATION_ALREADY_SENT', 'This application was already sent to the company');
  if (await hasQueuedMail(db, id))
    throw refuse('APPLICATION_BEING_SENT', 'This application is already on its way to the company');
  const job = await findJobById(db, application.job_id);
  if (!job) throw refuse('INTERNSHIP_DELETED', 'The internship was deleted; there is no company to send to');
  if (!job.email) {
    await setMailStatus(db, id, 'Mail not found', nowIso());
    throw refuse('COMPANY_EMAIL_MISSING', 'This internship has no company email');
  }
  const user = await findUserById(db, application.user_id);
  if (!user) throw refuse('STUDENT_DELETED', 'The student deleted their account');
  const { platformName } = await getSettings(db);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await setMailStatus(trx, id, 'pending', now);
    await enqueueCompanyMail(trx, {
      applicationId: id,
      to: job.email as string,
      platformName,
      job,
      user,
      coverLetter: application.cover_letter,
      links: deps.answerLinks,
      mailedAt: application.company_mailed_at ?? now,
    });
  });
  deps.kickMail();
  return { message: 'Application forwarded to the company' };
}

export async function forwardApplications(deps: AppDeps, ids: string[]) {
  const failures: { id: string; message: string }[] = [];
  let forwarded = 0;
  for (const id of [...new Set(ids)]) {
    try {
      await forwardApplication(deps, id);
      forwarded += 1;
    } catch (error) {
      failures.push({ id, message: error instanceof Error ? error.message : 'Failed' });
    }
  }
  return { message: `Forwarded ${forwarded} application${forwarded === 1 ? '' : 's'}`, forwarded, failures };
}
