/**
 * Every refusal's stable machine code and the HTTP status it is sent with (docs/decisions/0028). An
 * error answer is `{ message, code, ...flags }` (shared/schemas/common.ts ZErrorResponse): people read
 * the message, programs branch on the code, and translations are keyed by it. A code is never renamed;
 * a new kind of refusal gets a new code.
 */
export const ERROR_STATUS = {
  // The request itself, refused before any rule of the product is asked.
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  EMPTY_BODY: 400,
  BAD_URL: 400,
  NUL_CHARACTER: 400,
  /** Any other refusal of the HTTP layer (sent with the status it gave). */
  INVALID_REQUEST: 400,
  REQUEST_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,

  // Load, limits and the state of the site.
  TOO_MANY_REQUESTS: 429,
  PROOF_OF_WORK_REQUIRED: 428,
  OVERLOADED: 503,
  MAINTENANCE: 503,
  SERVER_ERROR: 500,

  // Sessions and access.
  LOGIN_REQUIRED: 401,
  SESSION_INVALID: 401,
  WRONG_CREDENTIALS: 401,
  ACCOUNT_BLOCKED: 403,
  FORBIDDEN: 403,
  WRONG_PASSWORD: 400,
  TOO_MANY_WRONG_PASSWORDS: 429,

  // Accounts, codes and passwords.
  REGISTRATION_CLOSED: 403,
  ACCOUNT_EXISTS: 409,
  ACCOUNT_NOT_FOUND: 404,
  OTP_INVALID: 400,
  OTP_WRONG: 400,
  OTP_TOO_MANY_TRIES: 429,
  OTP_RESEND_TOO_SOON: 429,
  OTP_HOURLY_LIMIT: 429,
  RESET_LINK_INVALID: 400,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_TOO_SHORT: 400,
  USERNAME_TAKEN: 409,

  // Several administrators (docs/decisions/0037).
  ADMIN_EMAIL_TAKEN: 409,
  ADMIN_NOT_FOUND: 404,
  LAST_ADMIN: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_INVALID: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,

  // Files.
  RESUME_NOT_FOUND: 404,
  RESUME_NOT_PDF: 400,
  RESUME_NOT_PLAIN_PDF: 400,
  RESUME_TOO_LARGE: 413,
  PICTURE_NOT_FOUND: 404,
  PICTURE_NOT_IMAGE: 400,
  PICTURE_UNREADABLE: 400,
  PICTURE_TOO_LARGE: 413,
  FILE_TOO_COMPLEX: 413,

  // Internships, global jobs and applications.
  INTERNSHIP_NOT_FOUND: 404,
  INTERNSHIP_CLOSED: 400,
  GLOBAL_JOB_NOT_FOUND: 404,
  LOCATION_REQUIRED: 400,
  RESUME_REQUIRED: 400,
  ALREADY_APPLIED: 409,
  APPLICATION_LIMIT_REACHED: 429,
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_ALREADY_SENT: 400,
  APPLICATION_BEING_SENT: 409,
  INTERNSHIP_DELETED: 400,
  COMPANY_EMAIL_MISSING: 400,
  STUDENT_DELETED: 400,
  USER_NOT_FOUND: 404,
  APPLICATION_NOT_CLOSED: 409,
  // Risk flags (docs/decisions/0038): a held internship is activated only by publishing it.
  INTERNSHIP_HELD: 409,
  INTERNSHIP_NOT_HELD: 409,
  // Saved internships (issue 21): a student keeps at most SAVED_INTERNSHIPS_MAX (shared/saved.ts).
  SAVED_LIMIT_REACHED: 409,
  // Saved searches (issue 21): at most SAVED_SEARCHES_MAX (shared/saved-searches.ts); a search that is not
  // the student's own is not found; an alert mail's unsubscribe link that is not signed by the server.
  SAVED_SEARCH_LIMIT_REACHED: 409,
  SAVED_SEARCH_NOT_FOUND: 404,
  ALERT_LINK_INVALID: 404,

  // The company's answer links (docs/decisions/0033): no login, the link is the key.
  ANSWER_LINK_INVALID: 404,
  ANSWER_LINK_EXPIRED: 410,
  APPLICATION_WITHDRAWN: 410,

  // Reports of listings and the complaint queue (docs/decisions/0035).
  LISTING_NOT_FOUND: 404,
  NO_OPEN_REPORTS: 409,
  CANNOT_DEACTIVATE_GLOBAL_JOB: 400,

  // Spreadsheet imports.
  SPREADSHEET_MISSING: 400,
  SPREADSHEET_NOT_FOUND: 404,
  SPREADSHEET_WRONG_TYPE: 400,
  SPREADSHEET_UNREADABLE: 400,
  SPREADSHEET_TOO_LARGE: 413,
  SPREADSHEET_NO_SHEET: 400,
  SPREADSHEET_EMPTY: 400,
  SPREADSHEET_MISSING_COLUMNS: 400,
  SPREADSHEET_TOO_MANY_ROWS: 400,
  SPREADSHEET_TOO_MANY_COLUMNS: 400,
  SPREADSHEET_TOO_MANY_PARTS: 400,
  SPREADSHEET_UNPACKS_TOO_LARGE: 400,
  SPREADSHEET_BOMB: 400,
  SPREADSHEET_INVALID_ROWS: 400,
  UPLOAD_MALFORMED: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The refusals of a one-time code: the registration form goes back to the code's step on any of them. */
export const OTP_ERROR_CODES: readonly ErrorCode[] = [
  'OTP_INVALID',
  'OTP_WRONG',
  'OTP_TOO_MANY_TRIES',
  'OTP_RESEND_TOO_SOON',
  'OTP_HOURLY_LIMIT',
];
