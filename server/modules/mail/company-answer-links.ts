import escapeHtml from 'escape-html';
import { ANSWER_LABELS, type AnswerKind } from '#shared/hearing-back.js';
import { type MailContent, wrap } from './templates.js';

// The company's one-click answers in its mails (docs/decisions/0033). Each opens the answer page with
// that answer chosen; nothing changes until the company confirms there (mail scanners open links).
// The company's mails are English.

export interface AnswerLinkSet {
  /** The answer page. */
  page: string;
  choices: { answer: AnswerKind; url: string }[];
}

const HOW = 'Let the student know with one click (no login; you can add a note or an interview time):';

export function answersText({ page, choices }: AnswerLinkSet): string {
  return `\n\n${HOW}\n${choices.map(({ answer, url }) => `${ANSWER_LABELS[answer]}: ${url}`).join('\n')}\n\nOr open the application: ${page}`;
}

const button = (label: string, url: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;margin:4px 8px 4px 0;padding:8px 14px;border-radius:6px;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

export function answersHtml({ page, choices }: AnswerLinkSet): string {
  return `
<h3 style="margin-top:24px">Your answer</h3><p>${HOW}</p>
<p>${choices.map(({ answer, url }) => button(ANSWER_LABELS[answer], url)).join('')}</p>
<p><a href="${escapeHtml(page)}">Open the application</a></p>`;
}

/** The one reminder, 4 days after delivery without an answer, with the same links. */
export function companyReminderMail(
  platformName: string,
  job: { title: string },
  studentName: string,
  answers: AnswerLinkSet,
): MailContent {
  const lead = `${studentName} applied for ${job.title} through ${platformName} a few days ago and is waiting to hear from you. Even a "not selected" helps the student move on.`;
  return {
    subject: `Reminder: ${studentName}'s application for ${job.title}`,
    text: `${lead}${answersText(answers)}`,
    html: wrap(platformName, `<p>${escapeHtml(lead)}</p>${answersHtml(answers)}`),
  };
}
