import type { Generated } from 'kysely';
import type { AcademicStatus, ApplicationStatus, JobType, MailStatus, StudyPreference } from '#shared/constants.js';
import type { AnswerKind, ClosedReason, EventActor, EventKind } from '#shared/hearing-back.js';
import type { Language } from '#shared/languages.js';
import type { ListingKind, ReportOutcome, ReportReason } from '#shared/reports.js';

// Column conventions (both dialects alike): ids are text made in code, timestamps are ISO-8601 UTC
// text, booleans are 0/1 integers; Generated<> marks a column with a database default, lists and nested objects are JSON text. See docs/decisions/0002.

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  phone: Generated<string>;
  current_city: Generated<string>;
  pin_code: Generated<string>;
  future_goals: Generated<string>;
  study_preference: Generated<StudyPreference>;
  section: Generated<string>;
  higher_education: Generated<string>;
  twelfth_pu: Generated<string>;
  ug_degree: Generated<string>;
  pg_masters: Generated<string>;
  current_academic_status: Generated<AcademicStatus>;
  skills: Generated<string>;
  keywords: Generated<string>;
  resume_file_id: string | null;
  picture_file_id: string | null;
  marketing_consent: Generated<number>;
  is_blocked: Generated<number>;
  token_version: Generated<number>;
  /** The student's language, for their mails (migration 0006). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
}

export interface AdminsTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A pending or used invitation to become an administrator (migration 0011, docs/decisions/0037). */
export interface AdminInvitationsTable {
  id: string;
  /** Keyed hash of the link's token; the token itself is only in the mail. */
  token_hash: string;
  username: string;
  email: string;
  invited_by: string;
  /** The inviter's name at the time. */
  invited_by_name: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface InternshipsTable {
  id: string;
  title: string;
  company: string;
  location: string;
  email: string | null;
  domain: string;
  position: string;
  type: Generated<JobType>;
  duration: string;
  salary: number;
  description: string;
  requirements: Generated<string>;
  is_active: Generated<number>;
  featured: Generated<number>;
  expiry_date: string | null;
  application_count: Generated<number>;
  view_count: Generated<number>;
  upload_id: string | null;
  /** Risk flags (docs/decisions/0038): JSON list of {rule, reason} from the last create, edit or import. */
  risk_flags: Generated<string>;
  /** 1: an imported row with flags, inactive until an administrator publishes it. */
  held: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface GlobalJobsTable {
  id: string;
  country_name: string;
  company_name: string;
  link: string;
  continents: string;
  /** The daily link check (docs/decisions/0036): failed checks in a row, reset by a success or an edit. */
  link_failures: Generated<number>;
  link_checked_at: string | null;
  /** Set at the third failure in a row: the link may be broken (shown to students and the administrator). */
  link_broken_since: string | null;
  /** The last failure in a few words ('HTTP 404', 'timeout', 'refused: private address'). */
  link_last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: string;
  user_id: string;
  job_id: string;
  // Snapshot of the internship, so a student's history survives its deletion (docs/spec/product-decisions.md → Internships).
  job_title: string;
  job_company: string;
  job_location: string;
  job_salary: number;
  status: Generated<ApplicationStatus>;
  mail_status: Generated<MailStatus>;
  cover_letter: Generated<string>;
  applied_at: string;
  updated_at: string;
  // Hearing back (migration 0007, docs/decisions/0033).
  company_mailed_at: string | null;
  company_email: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  first_answer_at: string | null;
  last_answer: AnswerKind | null;
  reminded_at: string | null;
  closed_reason: ClosedReason | null;
  awaiting_since: string | null;
  first_answer_hours: number | null;
}

/** One administrator's action (docs/decisions/0034). */
export interface AuditLogTable {
  id: string;
  admin_id: string;
  admin_name: string;
  action: string;
  target: Generated<string>;
  /** JSON: what the action changed (before and after for an edit), never a password. */
  details: Generated<string>;
  ip: string;
  created_at: string;
}

/** A report of a listing (docs/decisions/0035). */
export interface ListingReportsTable {
  id: string;
  reference: string;
  listing_kind: ListingKind;
  listing_id: string;
  listing_title: string;
  listing_company: string;
  reason: ReportReason;
  details: Generated<string>;
  contact: Generated<string>;
  user_id: string | null;
  ip: string;
  created_at: string;
  closed_at: string | null;
  outcome: ReportOutcome | null;
  outcome_note: Generated<string>;
  closed_by_name: string | null;
}

/** A day that is not a working day for the complaint promise (docs/decisions/0035). */
export interface HolidaysTable {
  date: string;
  name: string;
}

/** One step of an application's history (docs/decisions/0033). */
export interface ApplicationEventsTable {
  id: string;
  application_id: string;
  kind: EventKind;
  actor: EventActor;
  answer: AnswerKind | null;
  status: ApplicationStatus | null;
  note: string | null;
  interview_at: string | null;
  created_at: string;
}

export interface FilesTable {
  id: string;
  kind: string;
  filename: string;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: string;
}

export interface ExcelUploadsTable {
  id: string;
  original_name: string;
  file_id: string;
  jobs_created: number;
  uploaded_by: string | null;
  uploaded_by_username: string;
  created_at: string;
}

export interface SettingsTable {
  id: number;
  max_applications_per_user: number;
  email_notifications: number;
  auto_approval: number;
  maintenance_mode: number;
  registration_enabled: number;
  platform_name: string;
  support_email: string;
  no_response_days: Generated<number>;
  listing_expiry_days: Generated<number>;
  updated_at: string;
}

export interface OneTimeCodesTable {
  id: string;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** JSON list of { fileId, filename } attached at send time. */
  attachments: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  application_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON object of extra headers (an alert's List-Unsubscribe); null for none. */
  headers: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

/** A session ended on the server (logout), kept until its token would have expired (migration 0004). */
export interface EndedSessionsTable {
  id: string;
  expires_at: string;
}

/** One row (id 1): moves on every change the public pages can see (migration 0003). bigint: a string in pg. */
export interface ContentVersionTable {
  id: number;
  version: number | string;
}

/** Which internship changed, numbered in commit order, for the search indexes (migration 0005). bigserial: a string in pg. */
export interface InternshipChangesTable {
  seq: Generated<number | string>;
  internship_id: string;
}

/** An internship a student saved (migration 0015, issue 21). */
export interface SavedInternshipsTable {
  user_id: string;
  internship_id: string;
  created_at: string;
}

export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON: the list's filters (shared/schemas/saved-searches.ts ZSavedSearchFilters). */
  filters: string;
  frequency: string;
  created_at: string;
  /** The end of the last alert's window: the next alert lists internships posted after it. */
  last_alert_at: string | null;
  /** When the next alert is due; null while alerts are off. */
  next_alert_at: string | null;
  /** A digest working on this search holds it until then. */
  claimed_until: string | null;
}

export interface Database {
  users: UsersTable;
  admins: AdminsTable;
  admin_invitations: AdminInvitationsTable;
  internships: InternshipsTable;
  global_jobs: GlobalJobsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  audit_log: AuditLogTable;
  listing_reports: ListingReportsTable;
  holidays: HolidaysTable;
  files: FilesTable;
  excel_uploads: ExcelUploadsTable;
  settings: SettingsTable;
  content_version: ContentVersionTable;
  one_time_codes: OneTimeCodesTable;
  reset_tokens: ResetTokensTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  ended_sessions: EndedSessionsTable;
  internship_changes: InternshipChangesTable;
  saved_internships: SavedInternshipsTable;
  saved_searches: SavedSearchesTable;
}
