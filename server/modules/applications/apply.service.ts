import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { ACCOUNT_NOT_FOUND_MESSAGE, refuse, refuseFor, said } from '#server/lib/errors.js';
import { newId } from '#server/lib/ids.js';
import { startOfIndiaDay } from '#server/lib/india-time.js';
import { fromJson } from '#server/lib/json-column.js';
import { OneAtATime } from '#server/lib/one-at-a-time.js';
import { resumeFileName } from '#shared/file-names.js';
import type { TMyApplication } from '#shared/schemas/application.js';
import type { AnswerLinks } from '../hearing-back/answer-links.js';
import { linkSetFor, markMailedToCompany } from '../hearing-back/company-links.js';
import { timelineOf } from '../hearing-back/timeline.js';
import { isOpen } from '../jobs/jobs.mapper.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { applicationReceivedMail, companyApplicationMail } from '../mail/templates.js';
import { findUserById } from '../users/users.repo.js';
import {
  countApplicationsSince,
  findApplication,
  incrementApplicationCount,
  insertApplicationOnce,
  lockUserRow,
} from './applications.repo.js';

export const APPLIED = 'Application submitted successfully!';
export const ALREADY_APPLIED = 'You have already applied for this internship';
export const RESUME_REQUIRED = 'Please upload your resume before applying';
export const CLOSED = 'This internship is no longer accepting applications';

const LIMIT_REACHED =
  '{max, plural, one {You can apply to at most # internship a day. Please try again tomorrow.} other {You can apply to at most # internships a day. Please try again tomorrow.}}';

/** Seconds until the next midnight in India, for Retry-After. */
const secondsToIndiaMidnight = (now: Date) =>
  Math.ceil((startOfIndiaDay(now).getTime() + 24 * 3600 * 1000 - now.getTime()) / 1000);

/**
 * One student's applies go one at a time in this process. A burst waits here, holding nothing: run side
 * by side, fifty applies would take the database's connections for their reads and then hold them
 * waiting on the student's row lock, and the other students' calls would find none free.
 */
const oneStudentAtATime = new OneAtATime(64);

/**
 * Apply to an internship (docs/spec/product-decisions.md → Applications). Every rule is checked on the server; the daily limit
 * and the one-per-internship rule hold under parallel requests (one at a time per student in a process, a
 * per-student row lock across PostgreSQL's processes, one writer on SQLite, a unique index either way).
 * Mails go to the outbox in the same transaction (on SQLite shared with the applications that arrive at
 * the same moment, each undone alone if it fails).
 */
export function applyToJob(deps: AppDeps, userId: string, jobId: string, coverLetter: string) {
  return oneStudentAtATime.run(userId, () => applyNow(deps, userId, jobId, coverLetter));
}

async function applyNow(deps: AppDeps, userId: string, jobId: string, coverLetter: string) {
  const { db, dialect } = deps;
  const now = new Date();
  const job = await findJobById(db, jobId);
  if (!job) throw refuse('INTERNSHIP_NOT_FOUND', 'Internship not found');
  if (!isOpen(job, now.toISOString())) throw refuse('INTERNSHIP_CLOSED', CLOSED);
  const user = await findUserById(db, userId);
  if (!user) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  if (!user.resume_file_id) throw refuse('RESUME_REQUIRED', RESUME_REQUIRED, { requiresResume: true });
  const settings = await deps.publicReads.settings();
  const mailStatus = job.email ? 'pending' : 'Mail not found';
  const id = newId();
  const appliedAt = now.toISOString();

  await deps.runWrite(async (trx) => {
    if (dialect === 'postgres') await lockUserRow(trx, userId);
    if (await findApplication(trx, userId, jobId)) throw refuse('ALREADY_APPLIED', ALREADY_APPLIED);
    const today = await countApplicationsSince(trx, userId, startOfIndiaDay(now).toISOString());
    if (today >= settings.maxApplicationsPerUser) {
      throw refuseFor(
        'APPLICATION_LIMIT_REACHED',
        said(LIMIT_REACHED, { max: settings.maxApplicationsPerUser }),
        secondsToIndiaMidnight(now),
        {
          applicationLimitReached: true,
        },
      );
    }
    const inserted = await insertApplicationOnce(trx, {
      id,
      user_id: userId,
      job_id: jobId,
      job_title: job.title,
      job_company: job.company,
      job_location: job.location,
      job_salary: job.salary,
      status: 'Pending',
      mail_status: mailStatus,
      cover_letter: coverLetter,
      applied_at: appliedAt,
      updated_at: appliedAt,
      awaiting_since: appliedAt,
    });
    if (!inserted) throw refuse('ALREADY_APPLIED', ALREADY_APPLIED);
    await incrementApplicationCount(trx, jobId);
    if (settings.autoApproval && job.email) {
      await enqueueCompanyMail(trx, {
        applicationId: id,
        to: job.email,
        platformName: settings.platformName,
        job,
        user,
        coverLetter,
        links: deps.answerLinks,
        mailedAt: appliedAt,
      });
    }
    if (settings.emailNotifications) {
      await enqueueMail(trx, {
        to: user.email,
        ...applicationReceivedMail(settings.platformName, user.name, job, user.language),
      });
    }
  });
  deps.kickMail();

  const application: TMyApplication = {
    _id: id,
    jobId: { _id: job.id, title: job.title, company: job.company, location: job.location, salary: job.salary },
    status: 'Pending',
    appliedAt,
    coverLetter,
    timeline: timelineOf(appliedAt),
    closedReason: null,
    companyContact: null,
  };
  return { message: APPLIED, application };
}

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobById>>>;
type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The application as a mail to the company, resume attached (also used when an admin forwards one). */
export async function enqueueCompanyMail(
  db: DB,
  {
    applicationId,
    to,
    platformName,
    job,
    user,
    coverLetter,
    links,
    mailedAt,
  }: {
    applicationId: string;
    to: string;
    platformName: string;
    job: Pick<JobRow, 'title' | 'company' | 'location'>;
    user: UserRow;
    coverLetter: string;
    links: AnswerLinks;
    /** When the application was first mailed to the company: its answer links run from then. */
    mailedAt: string;
  },
): Promise<void> {
  if (!user.resume_file_id) throw refuse('RESUME_REQUIRED', RESUME_REQUIRED, { requiresResume: true });
  await markMailedToCompany(db, applicationId, to, mailedAt);
  const content = companyApplicationMail({
    platformName,
    job,
    student: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      city: user.current_city,
      academicStatus: user.current_academic_status,
      skills: fromJson<string[]>(user.skills, []),
    },
    coverLetter,
    answers: linkSetFor(links, applicationId, mailedAt),
  });
  await enqueueMail(db, {
    to,
    ...content,
    attachments: [{ fileId: user.resume_file_id, filename: resumeFileName(user.name) }],
    applicationId,
  });
}

/**
 * Whether this student applied here, and how many of today's applications they used (India day, as the
 * limit in applyToJob counts), so the page can say what is left before the form is filled.
 */
export async function getApplicationStatus(deps: AppDeps, userId: string, jobId: string) {
  const { db } = deps;
  const [found, appliedToday, settings] = await Promise.all([
    findApplication(db, userId, jobId),
    countApplicationsSince(db, userId, startOfIndiaDay(new Date()).toISOString()),
    deps.publicReads.settings(),
  ]);
  const quota = { appliedToday, dailyLimit: settings.maxApplicationsPerUser };
  return found
    ? { hasApplied: true, status: found.status, appliedAt: found.applied_at, ...quota }
    : { hasApplied: false, status: null, appliedAt: null, ...quota };
}
