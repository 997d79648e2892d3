// Hearing back (docs/decisions/0033): how a company answers from its mail, the history every application
// keeps, and the days after which the platform reminds, points the student to the company and closes.
import type { ApplicationStatus } from './constants.js';

/** The company's one-click answers, each kept for the timeline, each moving the spec's status. */
export const ANSWER_KINDS = ['shortlist', 'interview', 'offer', 'not_selected'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export const ANSWER_STATUS: Record<AnswerKind, ApplicationStatus> = {
  shortlist: 'Reviewed',
  interview: 'Reviewed',
  offer: 'Accepted',
  not_selected: 'Rejected',
};

/** How each answer reads in the company's mail and on its page (the company's side is English). */
export const ANSWER_LABELS: Record<AnswerKind, string> = {
  shortlist: 'Shortlist',
  interview: 'Interview',
  offer: 'Offer',
  not_selected: 'Not selected',
};

/**
 * The steps of an application's history: applied, sent to the company (delivered), opened by the
 * company (its page first shown), answered (by the company's link), an administrator's status change,
 * the company reminded, closed for want of an answer, reopened by an administrator.
 */
export const EVENT_KINDS = [
  'applied',
  'sent',
  'opened',
  'answered',
  'status_set',
  'reminded',
  'closed',
  'reopened',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_ACTORS = ['student', 'company', 'admin', 'system'] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** Why an application closed without an answer; shown beside Pending, which stays its status. */
export const CLOSED_REASONS = ['No response'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** The company's answer links last this long from the first mail (reminders carry the same links). */
export const ANSWER_LINK_DAYS = 90;
/** The resume link on the company's page lasts this long from the page's showing. */
export const RESUME_LINK_MINUTES = 60;
/** Days after delivery without an answer when the company gets its one reminder. */
export const REMINDER_AFTER_DAYS = 4;
/** Days after applying without an answer when the student is shown the company's own address (the terms' 5 days). */
export const CONTACT_AFTER_DAYS = 5;
/** Days after applying without an answer when the application closes as "No response": a setting. */
export const NO_RESPONSE_DAYS = { default: 15, min: 1, max: 60 } as const;
/** Responsiveness is counted over this many days, and shown only from this many applications. */
export const RESPONSIVENESS_WINDOW_DAYS = 180;
export const RESPONSIVENESS_MIN_APPLICATIONS = 5;
/** The longest note a company may leave for the student. */
export const ANSWER_NOTE_MAX = 500;
