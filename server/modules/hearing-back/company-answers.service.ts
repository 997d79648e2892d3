import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { fromJson } from '#server/lib/json-column.js';
import { ANSWER_STATUS } from '#shared/hearing-back.js';
import type { TCompanyAnswerRequest, TCompanyAnswerView } from '#shared/schemas/hearing-back.js';
import { findFile } from '../files/files.repo.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { findUserById } from '../users/users.repo.js';
import type { LinkPurpose } from './answer-links.js';
import { companyAnsweredMail } from './answer-mail.js';
import { findEvents, insertEvent, toEvent } from './events.repo.js';

// The company's answer page (docs/decisions/0033): no login, the signed link is the key. Reading the
// page changes nothing (mail scanners open links); the page itself reports that it was opened, and an
// answer is a POST.

export const ANSWER_LINK_INVALID =
  'This link is not valid. Please open the link in the latest mail about this application.';
export const ANSWER_LINK_EXPIRED =
  'This link has expired. You can still reply to the application mail to reach the student.';
export const APPLICATION_WITHDRAWN = 'The student has withdrawn this application.';
export const ANSWER_RECORDED = 'Thank you. Your answer has been sent to the student.';
export const ANSWER_UNCHANGED = 'This answer was already sent to the student.';

async function applicationFor(deps: AppDeps, purpose: LinkPurpose, token: string, now: Date) {
  const check = deps.answerLinks.check(purpose, token, now);
  if (!check.ok && check.reason === 'expired') throw refuse('ANSWER_LINK_EXPIRED', ANSWER_LINK_EXPIRED);
  if (!check.ok) throw refuse('ANSWER_LINK_INVALID', ANSWER_LINK_INVALID);
  const application = await deps.db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', check.applicationId)
    .executeTakeFirst();
  // An application deleted, or whose student deleted the account (its row kept anonymous), is withdrawn.
  const student = application ? await findUserById(deps.db, application.user_id) : undefined;
  if (!application || !student) throw refuse('APPLICATION_WITHDRAWN', APPLICATION_WITHDRAWN);
  return { application, student };
}

type Loaded = Awaited<ReturnType<typeof applicationFor>>;

async function viewOf(deps: AppDeps, { application, student }: Loaded, now: Date): Promise<TCompanyAnswerView> {
  const { platformName } = await deps.publicReads.settings();
  const answers = (await findEvents(deps.db, [application.id])).filter((row) => row.kind === 'answered').map(toEvent);
  return {
    platformName,
    job: { title: application.job_title, company: application.job_company, location: application.job_location },
    student: {
      name: student.name,
      email: student.email,
      phone: student.phone,
      city: student.current_city,
      academicStatus: student.current_academic_status,
      skills: fromJson<string[]>(student.skills, []),
    },
    coverLetter: application.cover_letter,
    appliedAt: application.applied_at,
    status: application.status,
    closedReason: application.closed_reason,
    resumeUrl: student.resume_file_id
      ? deps.answerLinks.resumeUrl(deps.answerLinks.resumeToken(application.id, now))
      : null,
    answers,
  };
}

export async function showApplicationToCompany(deps: AppDeps, token: string, now = new Date()) {
  return viewOf(deps, await applicationFor(deps, 'answer', token, now), now);
}

/** The page reports its first showing: "opened by company" in the history, once. */
export async function markOpenedByCompany(deps: AppDeps, token: string, now = new Date()): Promise<void> {
  const { application } = await applicationFor(deps, 'answer', token, now);
  if (application.opened_at) return;
  await recordOpened(deps.db, application.id, now.toISOString());
}

async function recordOpened(db: DB, applicationId: string, at: string) {
  const first = await db
    .updateTable('applications')
    .set({ opened_at: at })
    .where('id', '=', applicationId)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  if (first.numUpdatedRows > 0n) {
    await insertEvent(db, { application_id: applicationId, kind: 'opened', actor: 'company', created_at: at });
  }
}

/**
 * The company's answer: the status it stands for, the answer kept for the timeline with its note and
 * interview time, a "No response" closing undone, and the student told at once (through the outbox,
 * in the student's language). The same answer sent twice (a double click) is recorded once.
 */
export async function answerFromCompany(
  deps: AppDeps,
  token: string,
  request: TCompanyAnswerRequest,
  now = new Date(),
) {
  const loaded = await applicationFor(deps, 'answer', token, now);
  const { application, student } = loaded;
  const answer = request.answer;
  const note = request.note?.trim() ?? '';
  const interviewAt = request.interviewAt ?? null;
  const last = (await findEvents(deps.db, [application.id])).filter((row) => row.kind === 'answered').at(-1);
  if (last && last.answer === answer && (last.note ?? '') === note && last.interview_at === interviewAt) {
    return { message: ANSWER_UNCHANGED, view: await viewOf(deps, loaded, now) };
  }
  const status = ANSWER_STATUS[answer];
  const at = now.toISOString();
  const mailedAt = Date.parse(application.company_mailed_at ?? application.applied_at);
  const hoursSinceMailed = Math.max(0, Math.round((now.getTime() - mailedAt) / 3_600_000));
  const settings = await deps.publicReads.settings();
  await deps.db.transaction().execute(async (trx) => {
    await recordOpened(trx, application.id, at);
    await trx
      .updateTable('applications')
      .set((eb) => ({
        status,
        last_answer: answer,
        first_answer_at: eb.fn.coalesce('first_answer_at', eb.val(at)),
        first_answer_hours: eb.fn.coalesce('first_answer_hours', eb.val(hoursSinceMailed)),
        closed_reason: null,
        updated_at: at,
      }))
      .where('id', '=', application.id)
      .execute();
    await insertEvent(trx, {
      application_id: application.id,
      kind: 'answered',
      actor: 'company',
      answer,
      status,
      note: note || null,
      interview_at: interviewAt,
      created_at: at,
    });
    if (settings.emailNotifications) {
      const job = { title: application.job_title, company: application.job_company };
      const mail = companyAnsweredMail(
        settings.platformName,
        student.name,
        job,
        { answer, note, interviewAt },
        student.language,
      );
      await enqueueMail(trx, { to: student.email, ...mail });
    }
  });
  deps.kickMail();
  // The page is shown again with the answer: the application as just written, its answers read anew.
  const answered = { ...application, status, closed_reason: null };
  return { message: ANSWER_RECORDED, view: await viewOf(deps, { application: answered, student }, now) };
}

/** The resume behind the page's own short-lived link. */
export async function resumeForCompany(deps: AppDeps, token: string, now = new Date()) {
  const { student } = await applicationFor(deps, 'resume', token, now);
  const file = student.resume_file_id ? await findFile(deps.db, student.resume_file_id) : undefined;
  if (!file) throw refuse('RESUME_NOT_FOUND', 'No resume uploaded');
  return { ownerName: student.name, data: Buffer.from(file.data) };
}
