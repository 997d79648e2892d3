import type { I18n } from '@lingui/core';
import type { Language } from '#shared/languages.js';
import { compiled, instanceFor, readPoEntries, TRANSLATED, type Translated, type Values } from './po-catalog.js';

// The words of the mails to a student, in the student's language (docs/decisions/0031). This table is
// the English: each key is a stable name, the message the English exactly as the mail writes it (ICU
// placeholders for values). locales/{kn,hi}/mail.po translate it: each entry's context is the key, its
// msgid the English below, its msgstr the translation. Messages used in HTML get their values escaped
// by the caller (server/modules/mail/templates.ts); the markup written in a message is kept as it is.
// The mail to the company is not here: it stays English.
export const MAIL_MESSAGES = {
  MAIL_HELLO: 'Hello {name},',

  MAIL_REGISTRATION_CODE_SUBJECT: 'Your {platformName} verification code',
  MAIL_REGISTRATION_CODE_TEXT: 'Your verification code is {code}.',
  MAIL_REGISTRATION_CODE_LEAD: 'Your verification code is:',
  MAIL_REGISTRATION_CODE_VALIDITY: 'It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',

  MAIL_EXISTING_ACCOUNT_SUBJECT: 'You already have a {platformName} account',
  MAIL_EXISTING_ACCOUNT_NOTICE:
    'Someone (hopefully you) tried to register with this email, but it already has an account.',
  MAIL_EXISTING_ACCOUNT_TEXT_LOG_IN: 'Log in: {loginUrl}',
  MAIL_EXISTING_ACCOUNT_TEXT_FORGOT: 'Forgot your password? {resetUrl}',
  MAIL_EXISTING_ACCOUNT_HTML_LINKS: '<a href="{loginUrl}">Log in</a> or <a href="{resetUrl}">reset your password</a>.',
  MAIL_EXISTING_ACCOUNT_IGNORE: 'If it was not you, ignore this mail.',

  MAIL_PASSWORD_RESET_SUBJECT: 'Reset your {platformName} password',
  MAIL_PASSWORD_RESET_TEXT_CODE: 'Your password reset code is {code} (valid for {minutes} minutes).',
  MAIL_PASSWORD_RESET_TEXT_LINK: 'Or open this link to choose a new password (valid for {minutes} minutes):',
  MAIL_PASSWORD_RESET_LEAD: 'Your password reset code is:',
  MAIL_PASSWORD_RESET_CODE_VALIDITY: 'It is valid for {minutes} minutes.',
  MAIL_PASSWORD_RESET_HTML_LINK:
    'Or <a href="{link}">choose a new password with this link</a> (valid for {minutes} minutes).',
  MAIL_PASSWORD_RESET_IGNORE: 'If you did not ask for this, ignore this mail; your password stays as it is.',

  MAIL_APPLICATION_RECEIVED_SUBJECT: 'Your application for {jobTitle} at {company}',
  MAIL_APPLICATION_RECEIVED_BODY:
    'We have received your application for {jobTitle} at {company}. You can follow its status on your dashboard.',
  // docs/spec/student-side.md §5, §9: the advice to follow up after 5 days.
  MAIL_APPLICATION_RECEIVED_ADVICE:
    'If you do not hear back within 5 days, please contact the organisation directly by email or phone.',
  MAIL_APPLICATION_RECEIVED_NO_GUARANTEE: '{platformName} does not guarantee internships.',

  MAIL_STATUS_CHANGED_SUBJECT: 'Your application for {jobTitle}: {status}',
  MAIL_STATUS_CHANGED_BODY: 'The status of your application for {jobTitle} at {company} is now: {status}.',
  MAIL_STATUS_CHANGED_NEXT_PENDING: 'Your application is waiting for a decision.',
  MAIL_STATUS_CHANGED_NEXT_REVIEWED: 'The organisation has reviewed your application.',
  MAIL_STATUS_CHANGED_NEXT_ACCEPTED: 'Congratulations! The organisation will contact you with the next steps.',
  MAIL_STATUS_CHANGED_NEXT_REJECTED:
    'The organisation has decided not to go ahead this time. Keep applying: new internships arrive every day.',
  MAIL_STATUS_CHANGED_FOLLOW: 'You can follow it on your dashboard.',

  // The company's answer from its mail (docs/decisions/0033).
  MAIL_ANSWER_SUBJECT: '{company} answered your application for {jobTitle}',
  MAIL_ANSWER_SHORTLIST: '{company} has shortlisted you for {jobTitle}.',
  MAIL_ANSWER_INTERVIEW: '{company} would like to interview you for {jobTitle}.',
  MAIL_ANSWER_INTERVIEW_AT: 'Interview: {when} (India time)',
  MAIL_ANSWER_OFFER: 'Congratulations! {company} is offering you the internship {jobTitle}.',
  MAIL_ANSWER_NOT_SELECTED:
    '{company} has not selected you for {jobTitle} this time. Keep applying: new internships arrive every day.',
  MAIL_ANSWER_NOTE: 'A note from {company}:',

  // A saved search's alert (docs/decisions/0046).
  MAIL_ALERT_SUBJECT: '{count, plural, one {# new internship} other {# new internships}} for “{name}”',
  MAIL_ALERT_LEAD: 'New internships that match your saved search “{name}”:',
  MAIL_ALERT_STIPEND: '₹{amount} a month',
  MAIL_ALERT_UNPAID: 'Unpaid',
  MAIL_ALERT_SEE_ALL: 'See all {count} new internships',
  MAIL_ALERT_WHY_DAILY: 'You get this mail because you asked for daily alerts for this search.',
  MAIL_ALERT_WHY_WEEKLY: 'You get this mail because you asked for weekly alerts for this search.',
  MAIL_ALERT_MANAGE: 'Manage your alerts',
  MAIL_ALERT_UNSUBSCRIBE: 'Stop these alerts',

  // The application statuses (shared/constants.ts APPLICATION_STATUSES) as a student's mail names them.
  MAIL_STATUS_PENDING: 'Pending',
  MAIL_STATUS_REVIEWED: 'Reviewed',
  MAIL_STATUS_ACCEPTED: 'Accepted',
  MAIL_STATUS_REJECTED: 'Rejected',
} as const satisfies Record<string, string>;

export type MailKey = keyof typeof MAIL_MESSAGES;

export const MAIL_KEYS = Object.keys(MAIL_MESSAGES) as MailKey[];

const isMailKey = (key: string): key is MailKey => Object.hasOwn(MAIL_MESSAGES, key);

/** The entries of one language's mail catalog (locales/{language}/mail.po), as written. */
export function readMailCatalog(language: Translated) {
  return readPoEntries(language, 'mail.po').map(({ context, source, translation }) => ({
    key: context,
    source,
    translation,
  }));
}

const english = instanceFor('en', compiled(MAIL_KEYS.map((key): [string, string] => [key, MAIL_MESSAGES[key]])));

let translations: Map<Translated, I18n> | null = null;

/**
 * Each translated language's mail catalog, read and compiled once; the app calls it while it starts,
 * so a build without the catalogs does not start. Only entries that translate the English of this
 * table as it is now are kept: an entry whose msgid is stale, or empty, leaves that sentence in English
 * (mail-words.test.ts fails on either).
 */
export function loadMailCatalogs(): Map<Translated, I18n> {
  if (!translations) {
    translations = new Map(
      TRANSLATED.map((language) => {
        const current = readMailCatalog(language).filter(
          ({ key, source, translation }) => isMailKey(key) && MAIL_MESSAGES[key] === source && translation !== '',
        );
        return [language, instanceFor(language, compiled(current.map((e) => [e.key, e.translation])))];
      }),
    );
  }
  return translations;
}

/** Writes a mail's sentences: `key` with its `values`, in one language. */
export type MailWords = (key: MailKey, values?: Values) => string;

/** The mail sentences of `language`; English for English, and for a sentence a catalog lacks. */
export function mailWordsIn(language: Language): MailWords {
  const i18n = language === 'en' ? undefined : loadMailCatalogs().get(language);
  return (key, values = {}) => (i18n?.messages[key] ? i18n._(key, values) : english._(key, values));
}
