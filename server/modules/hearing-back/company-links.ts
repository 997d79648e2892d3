import type { DB } from '#server/db/database.js';
import { ANSWER_KINDS } from '#shared/hearing-back.js';
import type { AnswerLinkSet } from '../mail/company-answer-links.js';
import type { AnswerLinks } from './answer-links.js';

/** The answer page and its four one-click answers for an application first mailed at `mailedAt`. */
export function linkSetFor(links: AnswerLinks, applicationId: string, mailedAt: string): AnswerLinkSet {
  const token = links.answerToken(applicationId, mailedAt);
  return {
    page: links.answerUrl(token),
    choices: ANSWER_KINDS.map((answer) => ({ answer, url: links.answerUrl(token, answer) })),
  };
}

/**
 * Note on the application that it went to the company at `to`: the first mailing fixes the links'
 * start (a forward after a failure keeps them), the address is the one responsiveness and the
 * student's day-5 advice use.
 */
export async function markMailedToCompany(db: DB, applicationId: string, to: string, mailedAt: string) {
  await db
    .updateTable('applications')
    .set((eb) => ({
      company_mailed_at: eb.fn.coalesce('company_mailed_at', eb.val(mailedAt)),
      company_email: to,
    }))
    .where('id', '=', applicationId)
    .execute();
}
