import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '#shared/constants.js';
import { ANSWER_KINDS, ANSWER_NOTE_MAX, type AnswerKind } from '#shared/hearing-back.js';

// The company's answers and the statuses they give, in the pages' language (shared/hearing-back.ts
// ANSWER_LABELS holds the English the company's mail uses).
export const ANSWER_WORDS: Record<AnswerKind, MessageDescriptor> = {
  shortlist: msg({ message: 'Shortlist', comment: "the company's answer to an application" }),
  interview: msg({ message: 'Interview', comment: "the company's answer to an application" }),
  offer: msg({ message: 'Offer', comment: "the company's answer to an application" }),
  not_selected: msg({ message: 'Not selected', comment: "the company's answer to an application" }),
};

export const STATUS_WORDS: Record<ApplicationStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', comment: 'application status' }),
  Reviewed: msg({ message: 'Reviewed', comment: 'application status' }),
  Accepted: msg({ message: 'Accepted', comment: 'application status' }),
  Rejected: msg({ message: 'Rejected', comment: 'application status' }),
};

/** The answers after which an interview time may be given. */
export const TAKES_INTERVIEW_TIME: ReadonlySet<AnswerKind> = new Set(['shortlist', 'interview']);

/** `value` when it is one of the answers (the mail's `?choice=`), else null. */
export function answerKindOf(value: string | null): AnswerKind | null {
  return ANSWER_KINDS.find((kind) => kind === value) ?? null;
}

// The refusals of shared/schemas/hearing-back.ts ZCompanyAnswerRequest, which the server sends in English.
const NOTE_TOO_LONG = `The note can be at most ${ANSWER_NOTE_MAX} characters`;
export const CHOOSE_AN_ANSWER = msg`Please choose an answer`;
const VALIDATION_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Please choose an answer': CHOOSE_AN_ANSWER,
  [NOTE_TOO_LONG]: msg`The note can be at most ${ANSWER_NOTE_MAX} characters`,
  'Note must be plain text, without control characters': msg`Note must be plain text, without control characters`,
  'Please give the interview date and time': msg`Please give the interview date and time`,
};

/** A validation message of the answer's contract in the pages' language; undefined for another message. */
export function answerValidationWord(message: string): MessageDescriptor | undefined {
  return Object.hasOwn(VALIDATION_WORDS, message) ? VALIDATION_WORDS[message] : undefined;
}
