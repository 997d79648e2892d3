import escapeHtml from 'escape-html';
import { type MailKey, mailWordsIn } from '#server/i18n/mail-words.js';
import type { AnswerKind } from '#shared/hearing-back.js';
import { INDIA_TIME_ZONE, INDIAN_LOCALES, type Language } from '#shared/languages.js';
import { type MailContent, wrap } from '../mail/templates.js';

// To the student when the company answers from its mail (docs/decisions/0033), in the student's language.

const ANSWER_WORDS: Record<AnswerKind, MailKey> = {
  shortlist: 'MAIL_ANSWER_SHORTLIST',
  interview: 'MAIL_ANSWER_INTERVIEW',
  offer: 'MAIL_ANSWER_OFFER',
  not_selected: 'MAIL_ANSWER_NOT_SELECTED',
};

/** An interview's date and time as the student reads it: in their language, in India time. */
export function interviewTimeIn(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(INDIAN_LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));
}

export function companyAnsweredMail(
  platformName: string,
  name: string,
  job: { title: string; company: string },
  { answer, note, interviewAt }: { answer: AnswerKind; note: string; interviewAt: string | null },
  language: Language,
): MailContent {
  const say = mailWordsIn(language);
  const lead = say(ANSWER_WORDS[answer], { jobTitle: job.title, company: job.company });
  const when = interviewAt ? say('MAIL_ANSWER_INTERVIEW_AT', { when: interviewTimeIn(language, interviewAt) }) : '';
  const noteLead = note ? say('MAIL_ANSWER_NOTE', { company: job.company }) : '';
  const follow = say('MAIL_STATUS_CHANGED_FOLLOW');
  const text = [say('MAIL_HELLO', { name }), lead, when, note ? `${noteLead}\n${note}` : '', follow]
    .filter(Boolean)
    .join('\n\n');
  const htmlLead = say(ANSWER_WORDS[answer], {
    jobTitle: `<strong>${escapeHtml(job.title)}</strong>`,
    company: escapeHtml(job.company),
  });
  const noteHtml = note
    ? `<p>${escapeHtml(noteLead)}</p><blockquote style="margin:8px 0;padding:8px 12px;border-left:3px solid #c7d2fe;color:#334155">${escapeHtml(note).replaceAll('\n', '<br>')}</blockquote>`
    : '';
  return {
    subject: say('MAIL_ANSWER_SUBJECT', { jobTitle: job.title, company: job.company }),
    text,
    html: wrap(
      platformName,
      `<p>${escapeHtml(say('MAIL_HELLO', { name }))}</p><p>${htmlLead}</p>${when ? `<p><strong>${escapeHtml(when)}</strong></p>` : ''}${noteHtml}<p>${escapeHtml(follow)}</p>`,
      language,
    ),
  };
}
