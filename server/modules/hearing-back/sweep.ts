import type { DB } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { daysBefore, yieldToEventLoop } from '#server/lib/time.js';
import { CLOSED_REASONS, REMINDER_AFTER_DAYS } from '#shared/hearing-back.js';
import { companyReminderMail } from '../mail/company-answer-links.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { AnswerLinks } from './answer-links.js';
import { linkSetFor } from './company-links.js';

// Nothing stays Pending forever (docs/decisions/0033). A sweep, every few minutes and on a clock the
// tests control: the company gets one reminder 4 days after delivery without an answer; an application
// without an answer N days (a setting) after it began to wait closes as "No response". Work goes in
// batches of 100 with a pause for the event loop between them, each one transaction whose updates name
// the rows they change only if still due, so two processes sweeping at once never remind or close twice.

const NO_RESPONSE = CLOSED_REASONS[0];

export interface SweepResult {
  reminded: number;
  closed: number;
}

/** Open applications no one has answered (the partial index applications_awaiting_answer). */
const awaiting = (db: DB) =>
  db
    .selectFrom('applications as a')
    .where('a.status', '=', 'Pending')
    .where('a.closed_reason', 'is', null)
    .where('a.first_answer_at', 'is', null);

async function remindBatch(db: DB, links: AnswerLinks, now: Date, batch: number): Promise<number> {
  const due = await awaiting(db)
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.job_title', 'a.company_email', 'a.company_mailed_at', 'u.name'])
    .where('a.reminded_at', 'is', null)
    .where('a.delivered_at', '<=', daysBefore(now, REMINDER_AFTER_DAYS))
    .where('a.company_email', 'is not', null)
    .where('a.awaiting_since', 'is not', null)
    .limit(batch)
    .execute();
  if (due.length === 0) return 0;
  const at = now.toISOString();
  const { platformName } = await getSettings(db);
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('applications')
      .set({ reminded_at: at })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('reminded_at', 'is', null)
      .returning('id')
      .execute();
    const markedIds = new Set(marked.map((row) => row.id));
    const reminded = due.filter((row) => markedIds.has(row.id));
    for (const row of reminded) {
      const answers = linkSetFor(links, row.id, row.company_mailed_at ?? at);
      await enqueueMail(trx, {
        to: row.company_email as string,
        ...companyReminderMail(platformName, { title: row.job_title }, row.name, answers),
      });
    }
    await insertEvents(
      trx,
      reminded.map((row) => row.id),
      'reminded',
      at,
    );
    return reminded.length;
  });
}

async function closeBatch(db: DB, noResponseDays: number, now: Date, batch: number): Promise<number> {
  const cutoff = daysBefore(now, noResponseDays);
  const due = await awaiting(db).select('a.id').where('a.awaiting_since', '<=', cutoff).limit(batch).execute();
  if (due.length === 0) return 0;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('applications')
      .set({ closed_reason: NO_RESPONSE, updated_at: at })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('status', '=', 'Pending')
      .where('closed_reason', 'is', null)
      .where('first_answer_at', 'is', null)
      .returning('id')
      .execute();
    await insertEvents(
      trx,
      closed.map((row) => row.id),
      'closed',
      at,
    );
    return closed.length;
  });
}

async function insertEvents(db: DB, applicationIds: string[], kind: 'reminded' | 'closed', at: string) {
  if (applicationIds.length === 0) return;
  await db
    .insertInto('application_events')
    .values(
      applicationIds.map((applicationId) => ({
        id: newId(),
        application_id: applicationId,
        kind,
        actor: 'system' as const,
        answer: null,
        status: null,
        note: null,
        interview_at: null,
        created_at: at,
      })),
    )
    .execute();
}

/** One sweep: every reminder and closing due at `now`, in batches of `batch`. */
export async function sweepUnanswered(db: DB, links: AnswerLinks, now = new Date(), batch = 500): Promise<SweepResult> {
  const { noResponseDays } = await getSettings(db);
  const result: SweepResult = { reminded: 0, closed: 0 };
  for (;;) {
    const reminded = await remindBatch(db, links, now, batch);
    result.reminded += reminded;
    if (reminded < batch) break;
    await yieldToEventLoop();
  }
  for (;;) {
    const closed = await closeBatch(db, noResponseDays, now, batch);
    result.closed += closed;
    if (closed < batch) break;
    await yieldToEventLoop();
  }
  return result;
}
