// Business constants from the specification (000 §9, 001 §9) and DECISIONS.md.

export const DOMAINS = ['Technology', 'Design', 'Marketing', 'Finance', 'Healthcare', 'Engineering'] as const;

export const JOB_TYPES = ['Full-time', 'Part-time', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// DECISIONS.md → Applications: delivery of the application to the company.
export const MAIL_STATUSES = ['pending', 'sent', 'undelivered', 'Mail not found'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const STUDY_PREFERENCES = ['Abroad', 'India', 'Both'] as const;
export const ACADEMIC_STATUSES = ['First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Graduated'] as const;

export const PAGE_SIZE = 12;
export const FEATURED_ON_HOME = 6;
export const USERS_PAGE_SIZE = 100;
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
/** Security findings (ASVS 2.1.7): an administrator's password, which opens every student's data. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_APPLICATIONS_RANGE = { min: 1, max: 20, default: 3 } as const;
export const FOLLOW_UP_DAYS = 5;

/** spec 001 §5 and DECISIONS → Internships: the import sheet's columns, in this order (headers case-insensitive). */
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
