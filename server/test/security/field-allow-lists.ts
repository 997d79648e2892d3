// Which JSON keys an answer may carry, by who reads it. response-fields.test.ts collects every key of
// every JSON answer of the matrix (recursively, through arrays) and checks it here. A new field in an
// answer fails that test until it is added to the right list, on purpose: someone decides who sees it.

/** Never in any answer, to anyone. */
export const NEVER = [
  'password',
  'password_hash',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'token_version',
  'tokenVersion',
  'ver',
  'otp',
  'code',
  'code_hash',
  'token_hash',
  'tokenHash',
  'jwtSecret',
  'secret',
  'data',
  'resume_file_id',
  'resumeFileId',
  'picture_file_id',
  'user_id',
  'resumeData',
  'profilePictureData',
  'marketing_consent',
  'is_blocked',
] as const;

const ERRORS = [
  'message',
  'code',
  'requestId',
  'requiresResume',
  'applicationLimitReached',
  'maintenanceMode',
  'errors',
  'row',
  'column',
  'reason',
];
const EDUCATION = ['twelfthPU', 'ugDegree', 'pgMasters', 'institution', 'passedYear', 'percentage', 'course', 'year'];
/** A student's own account (login, register, profile). */
const OWN_ACCOUNT = [
  'token',
  'user',
  '_id',
  'name',
  'email',
  'phone',
  'currentCity',
  'pinCode',
  'futureGoals',
  'studyPreference',
  'section',
  'higherEducation',
  ...EDUCATION,
  'currentAcademicStatus',
  'skills',
  'keywords',
  'hasResume',
  'resumeFilename',
  'hasProfilePicture',
  'isBlocked',
  'language',
  'createdAt',
];
const PUBLIC_JOB = [
  '_id',
  'title',
  'company',
  'location',
  'domain',
  'position',
  'type',
  'duration',
  'salary',
  'description',
  'requirements',
  'featured',
  'createdAt',
  'expiryDate',
  'isClosed',
  // The company's responsiveness (docs/decisions/0033): counts and a median, shown from enough applications.
  'responsiveness',
  'applications',
  'answered',
  'medianDays',
];

/** Any caller, signed in or not (and every caller whose token the guard refuses). */
const PUBLIC = [
  ...ERRORS,
  'status',
  'database',
  'platformName',
  'supportEmail',
  'registrationEnabled',
  ...PUBLIC_JOB,
  'jobs',
  'pagination',
  'current',
  'pages',
  'total',
  // The search's help (docs/decisions/0040): the corrected words, and type-ahead from open listings.
  'searchedFor',
  'suggestions',
  // Login and registration answer the account whose password was just given.
  ...OWN_ACCOUNT,
  // Admin login answers the administrator whose password was just given.
  'admin',
  'username',
  // A report's receipt (docs/decisions/0035).
  'reference',
  // An alert's unsubscribe link (docs/decisions/0046): the saved search's name and whether it mails.
  'frequency',
];

/** A signed-in student. */
const STUDENT = [
  ...PUBLIC,
  'application',
  'jobId',
  'appliedAt',
  'coverLetter',
  'hasApplied',
  // The application status also tells today's count against the daily limit (issue 20, the apply form).
  'appliedToday',
  'dailyLimit',
  'job',
  'score',
  'reasons',
  'country_name',
  'company_name',
  'link',
  'continents',
  // The daily link check (docs/decisions/0036): students see only whether a link may be broken.
  'linkBroken',
  // An application's history (docs/decisions/0033): each step, the company's answer with its note and
  // interview time; a closing for want of an answer; the company's own address from day 5.
  'timeline',
  'kind',
  'by',
  'at',
  'answer',
  'note',
  'interviewAt',
  'closedReason',
  'companyContact',
  // The student's own reports and their outcomes (docs/decisions/0035).
  'reports',
  'listingKind',
  'listingId',
  'listingTitle',
  'outcome',
  'outcomeNote',
  'closedAt',
  // Saved internships (issue 21): the list's internships (PUBLIC_JOB's keys) and when each was saved.
  'saved',
  'savedAt',
  // Saved searches (docs/decisions/0046): the search, its filters (the list's query names) and its alerts.
  'savedSearches',
  'savedSearch',
  'filters',
  'search',
  'location',
  'domain',
  'position',
  'minSalary',
  'maxSalary',
  'lastAlertAt',
  'nextAlertAt',
];

/** An administrator. Still no secrets, no file bytes. */
const ADMIN = [
  ...STUDENT,
  // The audit log (docs/decisions/0034): an entry's own fields; what its `details` hold is the changed
  // record's or the request's own fields, checked against NEVER only (see AUDIT_DETAILS).
  'entries',
  'adminId',
  'adminName',
  'action',
  'target',
  'details',
  'ip',
  'nextCursor',
  // Several administrators (docs/decisions/0037): the list and the invitations not used yet.
  'admins',
  'isYou',
  'invitations',
  'invitation',
  'invitedBy',
  'expiresAt',
  'isActive',
  'applicationCount',
  'viewCount',
  'deletedCount',
  'totalJobs',
  'activeJobs',
  'totalApplications',
  'pendingApplications',
  'totalUsers',
  'applicationsByStatus',
  'jobsByDomain',
  'monthlyRegistrations',
  'count',
  'month',
  'acceptanceRate',
  'originalName',
  'jobsCreated',
  'uploadedBy',
  'userId',
  'resume',
  'jobSnapshot',
  'mailStatus',
  'forwarded',
  'failures',
  'id',
  'users',
  'maxApplicationsPerUser',
  'emailNotifications',
  'autoApproval',
  'settings',
  'noResponseDays',
  // Risk flags (docs/decisions/0038): each internship's, and an import's rows held for review.
  'riskFlags',
  'rule',
  'held',
  'heldCount',
  'heldRows',
  // Freshness (docs/decisions/0039): the setting, the dashboard's count, a bulk extension's count.
  'listingExpiryDays',
  'expiringSoon',
  'extendedCount',
  // The daily link check's state of a global job (docs/decisions/0036).
  'linkFailures',
  'linkCheckedAt',
  'linkError',
  // The complaint queue (docs/decisions/0035): the listings, their reports with the reporter's contact
  // and the deadline, the counts, the holidays.
  'listings',
  'exists',
  'dueDate',
  'overdue',
  'contact',
  'fromStudent',
  'closedBy',
  'openCount',
  'overdueCount',
  'openReports',
  'overdueReports',
  'closed',
  'holidays',
  'date',
  // Hearing back in the analytics (docs/decisions/0033); the responsiveness table's rows are PUBLIC_JOB's.
  'answerRate',
  'medianDaysToAnswer',
  'noResponse',
];

/**
 * Whoever holds a company's answer link (docs/decisions/0033), signed in or not, as anyone: the application
 * the company was mailed, as the mail showed it, the answers so far, and the resume behind a link of its
 * own. No id of any kind (not the student's, not the application's, not a file's), no other token, nothing
 * else of the student's account. Not PUBLIC's keys either: these routes answer this list and errors alone.
 */
const COMPANY = [
  ...ERRORS,
  'view',
  'platformName',
  'job',
  'title',
  'company',
  'location',
  'student',
  'name',
  'email',
  'phone',
  'city',
  'academicStatus',
  'skills',
  'coverLetter',
  'appliedAt',
  'status',
  'closedReason',
  'resumeUrl',
  'answers',
  'kind',
  'by',
  'at',
  'answer',
  'note',
  'interviewAt',
];

/** The company's link routes: the link in the path is the key, so their reader is the company, whoever calls. */
export const COMPANY_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/company-answers/:token',
  'POST /api/company-answers/:token/opened',
  'POST /api/company-answers/:token',
  'GET /api/company-answers/resume/:token',
]);

export type Audience = 'public' | 'student' | 'admin' | 'company';

export const ALLOWED: Record<Audience, ReadonlySet<string>> = {
  public: new Set(PUBLIC),
  student: new Set(STUDENT),
  admin: new Set(ADMIN),
  company: new Set(COMPANY),
};

/**
 * The one answer that carries file bytes: a student's export of their own data (DPDP Act 2023), with
 * both files as base64. No list and no other answer may.
 */
export const EXPORT_ROUTE = 'GET /api/account/export';
export const EXPORT_KEYS: ReadonlySet<string> = new Set([
  'exportedAt',
  'profile',
  'marketingConsent',
  'applications',
  'savedInternships',
  'savedSearches',
  'files',
  'resume',
  'profilePicture',
  'filename',
  'contentType',
  'base64',
]);

/** Base64 openings of the file kinds the platform stores: PDF, PNG, JPEG, WebP. */
export const FILE_BYTES_BASE64 = /^(JVBERi0|iVBORw0K|\/9j\/|UklGR)/;

/** Every key of a JSON value, through nested objects and arrays. */
/** The audit log's route: its entries' `details` carry any record's field names (never a NEVER one). */
export const AUDIT_ROUTE = 'GET /api/admin/audit';

/** `value` without the audit entries' free-form `details`, for the allow-list check. */
export function withoutAuditDetails(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('entries' in value) || !Array.isArray(value.entries)) return value;
  return { ...value, entries: value.entries.map((entry: Record<string, unknown>) => ({ ...entry, details: {} })) };
}

export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** Every string of a JSON value, through nested objects and arrays. */
export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) stringsOf(inner, into);
  return into;
}

export const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
