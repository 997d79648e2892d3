import { ERROR_STATUS, type ErrorCode } from '#shared/error-codes.js';
import type { TPowChallenge } from '#shared/schemas/proof-of-work.js';
import { inEnglish, type Values } from '../i18n/refusal-words.js';

export type { ErrorCode };

// One application error type (CONVENTIONS: documenso): a stable code from shared/error-codes.ts, which
// also gives the status, and the message a person reads; `flags` carries the spec's extra fields
// (requiresResume, applicationLimitReached, …).

export interface RowProblem {
  row: number;
  column: string;
  reason: string;
}

export type ErrorFlags = {
  /** A proof of work to solve and send back (code PROOF_OF_WORK_REQUIRED). */
  challenge?: TPowChallenge;
  requiresResume?: boolean;
  /** Spreadsheet import: every bad row (row number, column, reason). */
  errors?: RowProblem[];
  applicationLimitReached?: boolean;
  maintenanceMode?: boolean;
};

/** Words that name values: the English as ICU (`{seconds}`, plurals) and the values to put in. */
export type Said = { source: string; values: Values };

/** English with values, for a refusal whose words the catalogs translate with the same values. */
export const said = (source: string, values: Values): Said => ({ source, values });

export class AppError extends Error {
  readonly statusCode: number;
  /** The English as written (ICU where it names values): what locales/{kn,hi}/server.po translate. */
  readonly source: string;
  readonly values: Values;

  constructor(
    readonly code: ErrorCode,
    message: string | Said,
    readonly flags: ErrorFlags = {},
    readonly headers: Record<string, string> = {},
  ) {
    const words = typeof message === 'string' ? { source: message, values: {} } : message;
    super(typeof message === 'string' ? message : inEnglish(words.source, words.values));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.source = words.source;
    this.values = words.values;
  }
}

/** A refusal of code `code` (its status from shared/error-codes.ts). */
export const refuse = (code: ErrorCode, message: string | Said, flags?: ErrorFlags) =>
  new AppError(code, message, flags);

/** A refusal to try again later, with Retry-After. */
export const refuseFor = (code: ErrorCode, message: string | Said, retryAfterSeconds: number, flags?: ErrorFlags) =>
  new AppError(code, message, flags, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue';
export const FORBIDDEN_MESSAGE = 'You do not have access to this';
export const SESSION_INVALID_MESSAGE = 'Your session has expired. Please log in again.';

/** The session's account is gone (deleted meanwhile): the session is no longer valid. */
export const sessionInvalid = () => refuse('SESSION_INVALID', SESSION_INVALID_MESSAGE);
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';
