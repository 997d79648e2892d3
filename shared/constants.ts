// Business constants from the specification (docs/spec/student-side.md §9, docs/spec/admin-side.md §9) and docs/spec/product-decisions.md.
import { NO_RESPONSE_DAYS } from './hearing-back.js';
import { LISTING_EXPIRY_DAYS } from './listing-expiry.js';
import type { TSettings } from './schemas/settings.js';

export const DOMAINS = ['Technology', 'Design', 'Marketing', 'Finance', 'Healthcare', 'Engineering'] as const;

export const JOB_TYPES = ['Full-time', 'Part-time', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// docs/spec/product-decisions.md → Applications: delivery of the application to the company.
export const MAIL_STATUSES = ['pending', 'sent', 'undelivered', 'Mail not found'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const STUDY_PREFERENCES = ['Abroad', 'India', 'Both'] as const;
export type StudyPreference = (typeof STUDY_PREFERENCES)[number];
export const ACADEMIC_STATUSES = ['First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Graduated'] as const;
export type AcademicStatus = (typeof ACADEMIC_STATUSES)[number];

export const PAGE_SIZE = 12;
/**
 * Orders of the public list (docs/decisions/0045): relevance (keyword matches by title and domain first,
 * then newest), newest (featured first, then newest: the spec's order), stipend (highest first, then newest).
 */
export const JOB_SORTS = ['relevance', 'newest', 'stipend'] as const;
export type TJobSort = (typeof JOB_SORTS)[number];
/** How many similar internships the detail page shows. */
export const SIMILAR_JOBS = 4;
export const FEATURED_ON_HOME = 6;
export const USERS_PAGE_SIZE = 100;
export const OTP_LENGTH = 6;
/** docs/spec/product-decisions.md → Accounts: a one-time code is valid this long, and a new one may be sent after this gap. */
export const OTP_VALID_MINUTES = 10;
export const OTP_RESEND_SECONDS = 60;
/** docs/spec/product-decisions.md → Accounts: a password reset link is valid this long. */
export const RESET_LINK_VALID_MINUTES = 30;
export const MIN_PASSWORD_LENGTH = 6;
/** Security findings (ASVS 2.1.7): an administrator's password, which opens every student's data. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** docs/spec/product-decisions.md → Files: the largest resume, picture and import spreadsheet, in MB as people read them. */
export const RESUME_MAX_MB = 10;
export const PICTURE_MAX_MB = 5;
export const SPREADSHEET_MAX_MB = 5;
export const RESUME_MAX_BYTES = RESUME_MAX_MB * 1024 * 1024;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
export const SPREADSHEET_MAX_BYTES = SPREADSHEET_MAX_MB * 1024 * 1024;
/** The message for a spreadsheet over the limit, the same from the upload dialog and the server. */
export const SPREADSHEET_TOO_LARGE = `The spreadsheet must be at most ${SPREADSHEET_MAX_MB} MB`;
export const MAX_APPLICATIONS_RANGE = { min: 1, max: 20, default: 3 } as const;
export const FOLLOW_UP_DAYS = 5;

/** docs/spec/admin-side.md §5 and docs/spec/product-decisions.md → Internships: the import sheet's columns, in this order (headers case-insensitive). */
export const IMPORT_COLUMNS = [
  'title',
  'company',
  'location',
  'domain',
  'position',
  'salary',
  'description',
  'requirements',
  'duration',
  'type',
  'email',
] as const;

/**
 * docs/spec/admin-side.md §9 defaults, on a new database and while none are stored; platformName and
 * supportEmail are ours (docs/decisions/0004-default-settings.md).
 */
export const DEFAULT_SETTINGS: TSettings = {
  maxApplicationsPerUser: MAX_APPLICATIONS_RANGE.default,
  noResponseDays: NO_RESPONSE_DAYS.default,
  listingExpiryDays: LISTING_EXPIRY_DAYS.default,
  emailNotifications: true,
  autoApproval: false,
  maintenanceMode: false,
  registrationEnabled: true,
  platformName: 'InternConnect',
  supportEmail: 'support@internconnect.example.com',
};
