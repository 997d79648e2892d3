import type { TPowChallenge } from '../../shared/schemas/proof-of-work.js';

// One application error type with a code -> status map (CONVENTIONS: documenso). The message is what a
// person reads; `flags` carries the spec's extra fields (requiresResume, applicationLimitReached, …).

const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PRECONDITION_REQUIRED: 428,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export interface RowProblem {
  row: number;
  column: string;
  reason: string;
}

export type ErrorFlags = {
  /** A stable machine code the web branches on (shared/), never the message. */
  code?: string;
  /** A proof of work to solve and send back (code PROOF_OF_WORK_REQUIRED). */
  challenge?: TPowChallenge;
  requiresResume?: boolean;
  /** Spreadsheet import: every bad row (row number, column, reason). */
  errors?: RowProblem[];
  applicationLimitReached?: boolean;
  maintenanceMode?: boolean;
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly flags: ErrorFlags = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export const badRequest = (message: string, flags?: ErrorFlags) => new AppError('BAD_REQUEST', message, flags);
export const unauthorized = (message = 'Please log in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this', flags?: ErrorFlags) =>
  new AppError('FORBIDDEN', message, flags);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, flags?: ErrorFlags) =>
  new AppError('TOO_MANY_REQUESTS', message, flags, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
