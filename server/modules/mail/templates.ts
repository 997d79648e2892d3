import escapeHtml from 'escape-html';
import { type MailKey, mailWordsIn } from '#server/i18n/mail-words.js';
import { type ApplicationStatus, OTP_VALID_MINUTES, RESET_LINK_VALID_MINUTES } from '#shared/constants.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.js';
import { type AnswerLinkSet, answersHtml, answersText } from './company-answer-links.js';

// Every outgoing mail: a subject, plain text, and HTML in which all user-supplied text is escaped.
// A student's mails are written in the student's language (docs/decisions/0031), their sentences from
// server/i18n/mail-words.ts; the mail to the company is English.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

// English mails keep the opening tag they always had; a translated one names its language, so a mail
// reader picks the script's font and a screen reader the voice.
const langOf = (language: Language) =>
  isLanguage(language) && language !== DEFAULT_LANGUAGE ? ` lang="${language}"` : '';

export const wrap = (platformName: string, body: string, language: Language = DEFAULT_LANGUAGE) =>
  `<!doctype html><html${langOf(language)}><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">${body}
<p style="color:#64748b;font-size:12px;margin-top:32px">${escapeHtml(platformName)}</p></div></body></html>`;

const codeBlock = (code: string) =>
  `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`;

/** Values for a sentence of the HTML: every text escaped before it enters the markup. */
const escaped = (values: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? escapeHtml(value) : value]),
  );

const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

export function registrationCodeMail(
  platformName: string,
  code: string,
  language: Language = DEFAULT_LANGUAGE,
): MailContent {
  const say = mailWordsIn(language);
  // How long the code lasts, written from the constant the server enforces.
  const validity = say('MAIL_REGISTRATION_CODE_VALIDITY', { minutes: OTP_VALID_MINUTES });
  return {
    subject: say('MAIL_REGISTRATION_CODE_SUBJECT', { platformName }),
    text: `${say('MAIL_REGISTRATION_CODE_TEXT', { code })}\n\n${validity}`,
    html: wrap(
      platformName,
      `<p>${say('MAIL_REGISTRATION_CODE_LEAD')}</p>${codeBlock(code)}<p>${validity}</p>`,
      language,
    ),
  };
}

/** To the owner of an account someone tried to register again, in the account's language. */
export function existingAccountMail(
  platformName: string,
  loginUrl: string,
  resetUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): MailContent {
  const say = mailWordsIn(language);
  const notice = say('MAIL_EXISTING_ACCOUNT_NOTICE');
  const ignore = say('MAIL_EXISTING_ACCOUNT_IGNORE');
  return {
    subject: say('MAIL_EXISTING_ACCOUNT_SUBJECT', { platformName }),
    text: `${notice}\n\n${say('MAIL_EXISTING_ACCOUNT_TEXT_LOG_IN', { loginUrl })}\n${say('MAIL_EXISTING_ACCOUNT_TEXT_FORGOT', { resetUrl })}\n\n${ignore}`,
    html: wrap(
      platformName,
      `<p>${notice}</p>
<p>${say('MAIL_EXISTING_ACCOUNT_HTML_LINKS', escaped({ loginUrl, resetUrl }))}</p>
<p>${ignore}</p>`,
      language,
    ),
  };
}

export function passwordResetMail(
  platformName: string,
  name: string,
  code: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): MailContent {
  const say = mailWordsIn(language);
  // How long the code and the link last, written from the constants the server enforces.
  const codeMinutes = { minutes: OTP_VALID_MINUTES };
  const linkMinutes = { minutes: RESET_LINK_VALID_MINUTES };
  const ignore = say('MAIL_PASSWORD_RESET_IGNORE');
  return {
    subject: say('MAIL_PASSWORD_RESET_SUBJECT', { platformName }),
    text: `${say('MAIL_HELLO', { name })}\n\n${say('MAIL_PASSWORD_RESET_TEXT_CODE', { code, ...codeMinutes })}\n\n${say('MAIL_PASSWORD_RESET_TEXT_LINK', linkMinutes)}\n${link}\n\n${ignore}`,
    html: wrap(
      platformName,
      `<p>${say('MAIL_HELLO', escaped({ name }))}</p><p>${say('MAIL_PASSWORD_RESET_LEAD')}</p>${codeBlock(code)}<p>${say('MAIL_PASSWORD_RESET_CODE_VALIDITY', codeMinutes)}</p>
<p>${say('MAIL_PASSWORD_RESET_HTML_LINK', escaped({ link, ...linkMinutes }))}</p>
<p>${ignore}</p>`,
      language,
    ),
  };
}

export interface ApplicationMailData {
  platformName: string;
  job: { title: string; company: string; location: string };
  student: { name: string; email: string; phone: string; city: string; academicStatus: string; skills: string[] };
  coverLetter: string;
  /** The one-click answers (docs/decisions/0033), at the end of the mail. */
  answers?: AnswerLinkSet;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');

/** To the company: the student's application, resume attached; every student-written text escaped. */
export function companyApplicationMail({
  platformName,
  job,
  student,
  coverLetter,
  answers,
}: ApplicationMailData): MailContent {
  const rows: [string, string][] = [
    ['Name', student.name],
    ['Email', student.email],
    ['Phone', student.phone],
    ['City', student.city],
    ['Academic status', student.academicStatus],
    ['Skills', student.skills.join(', ')],
  ];
  const letterText = coverLetter || '(no cover letter)';
  return {
    subject: `New application for ${job.title} from ${student.name}`,
    text: `${student.name} has applied for ${job.title} (${job.location}) through ${platformName}.\n\n${rows
      .map(([label, value]) => `${label}: ${value}`)
      .join(
        '\n',
      )}\n\nCover letter:\n${letterText}\n\nThe resume is attached. Reply to this mail to reach the student directly.${answers ? answersText(answers) : ''}`,
    html: wrap(
      platformName,
      `<p><strong>${escapeHtml(student.name)}</strong> has applied for <strong>${escapeHtml(job.title)}</strong> (${escapeHtml(job.location)}) through ${escapeHtml(platformName)}.</p>
<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#64748b">${label}</td><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>
<h3 style="margin-top:24px">Cover letter</h3>${paragraphs(letterText)}
<p>The resume is attached. Reply to this mail to reach the student directly.</p>${answers ? answersHtml(answers) : ''}`,
    ),
  };
}

/** To the student: confirmation with the spec's advice to follow up after 5 days (docs/spec/student-side.md §5, §9). */
export function applicationReceivedMail(
  platformName: string,
  name: string,
  job: { title: string; company: string },
  language: Language = DEFAULT_LANGUAGE,
): MailContent {
  const say = mailWordsIn(language);
  const advice = say('MAIL_APPLICATION_RECEIVED_ADVICE');
  return {
    subject: say('MAIL_APPLICATION_RECEIVED_SUBJECT', { jobTitle: job.title, company: job.company }),
    text: `${say('MAIL_HELLO', { name })}\n\n${say('MAIL_APPLICATION_RECEIVED_BODY', { jobTitle: job.title, company: job.company })}\n\n${advice}\n\n${say('MAIL_APPLICATION_RECEIVED_NO_GUARANTEE', { platformName })}`,
    html: wrap(
      platformName,
      `<p>${say('MAIL_HELLO', escaped({ name }))}</p><p>${say('MAIL_APPLICATION_RECEIVED_BODY', { ...escaped({ company: job.company }), jobTitle: strong(job.title) })}</p>
<p>${advice}</p><p style="color:#64748b">${say('MAIL_APPLICATION_RECEIVED_NO_GUARANTEE', escaped({ platformName }))}</p>`,
      language,
    ),
  };
}

/** Each status's name and what it means for the student. */
const STATUS_WORDS: Record<ApplicationStatus, { name: MailKey; next: MailKey }> = {
  Pending: { name: 'MAIL_STATUS_PENDING', next: 'MAIL_STATUS_CHANGED_NEXT_PENDING' },
  Reviewed: { name: 'MAIL_STATUS_REVIEWED', next: 'MAIL_STATUS_CHANGED_NEXT_REVIEWED' },
  Accepted: { name: 'MAIL_STATUS_ACCEPTED', next: 'MAIL_STATUS_CHANGED_NEXT_ACCEPTED' },
  Rejected: { name: 'MAIL_STATUS_REJECTED', next: 'MAIL_STATUS_CHANGED_NEXT_REJECTED' },
};

/** To the student when an administrator changes the decision on their application. */
export function statusChangedMail(
  platformName: string,
  name: string,
  job: { title: string; company: string },
  status: string,
  language: Language = DEFAULT_LANGUAGE,
): MailContent {
  const say = mailWordsIn(language);
  const words = Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status as ApplicationStatus] : undefined;
  const statusName = words ? say(words.name) : status;
  const next = words ? say(words.next) : '';
  const follow = say('MAIL_STATUS_CHANGED_FOLLOW');
  return {
    subject: say('MAIL_STATUS_CHANGED_SUBJECT', { jobTitle: job.title, status: statusName }),
    text: `${say('MAIL_HELLO', { name })}\n\n${say('MAIL_STATUS_CHANGED_BODY', { jobTitle: job.title, company: job.company, status: statusName })}\n${next}\n\n${follow}`,
    html: wrap(
      platformName,
      `<p>${say('MAIL_HELLO', escaped({ name }))}</p><p>${say('MAIL_STATUS_CHANGED_BODY', { ...escaped({ company: job.company }), jobTitle: strong(job.title), status: strong(statusName) })}</p><p>${escapeHtml(next)}</p><p>${follow}</p>`,
      language,
    ),
  };
}

/**
 * To a new administrator (docs/decisions/0037): who invited them, their username, and the single-use link
 * to choose a password. English, as the whole back office is.
 */
export function adminInvitationMail(
  platformName: string,
  invitation: { inviterName: string; username: string; link: string; validHours: number },
): MailContent {
  const { inviterName, username, link, validHours } = invitation;
  const lead = `${inviterName} invited you to become an administrator of ${platformName}.`;
  const validity = `The link works once, for ${validHours} hours. If you did not expect this mail, ignore it.`;
  return {
    subject: `You are invited to administer ${platformName}`,
    text: `${lead}\n\nYour username: ${username}\n\nChoose your password here:\n${link}\n\n${validity}`,
    html: wrap(
      platformName,
      `<p>${escapeHtml(lead)}</p><p>Your username: ${strong(username)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">Choose your password</a></p>
<p style="word-break:break-all;color:#64748b;font-size:13px">${escapeHtml(link)}</p>
<p>${escapeHtml(validity)}</p>`,
    ),
  };
}
