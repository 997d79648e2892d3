import { z } from 'zod';
import { JOB_TYPES } from '../constants.js';
import { EXPIRING_SOON_DAYS, EXTEND_DAYS } from '../listing-expiry.js';
import { RISK_RULES } from '../risk-flags.js';
import { ZPagination } from './job.js';
import { ZLine, ZText } from './text.js';

/** A risk flag (docs/decisions/0038): which rule, and why in a few words ("mentions \"registration fee\""). */
export const ZRiskFlag = z.object({ rule: z.enum(RISK_RULES), reason: z.string() });
export type TRiskFlag = z.infer<typeof ZRiskFlag>;

/** An internship as the back office sees it (docs/spec/admin-side.md §3). */
export const ZAdminJob = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  email: z.string(),
  domain: z.string(),
  position: z.string(),
  salary: z.number(),
  type: z.enum(JOB_TYPES),
  duration: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
  featured: z.boolean(),
  expiryDate: z.string().nullable(),
  applicationCount: z.number(),
  viewCount: z.number(),
  createdAt: z.string(),
  /** The flags of the last create, edit or import (docs/decisions/0038): warnings, shown on the list. */
  riskFlags: z.array(ZRiskFlag),
  /** Held for review: an imported row with flags, inactive until published (POST /api/admin/jobs/:id/publish). */
  held: z.boolean(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

const required = (label: string, max = 200) => ZLine(label, { required: `${label} is required`, max });

/** docs/spec/admin-side.md §5: the internship form. Requirements arrive as a list (the form splits lines). */
export const ZJobInput = z
  .object({
    title: required('Title'),
    company: required('Company'),
    location: required('Location', 100),
    email: z
      .union([z.literal(''), z.email({ message: 'Please enter a valid email' })])
      .optional()
      .default(''),
    domain: required('Domain', 100),
    position: required('Position', 100),
    salary: z.coerce
      .number({ message: 'Salary must be a number' })
      .int('Salary must be a whole number of rupees')
      .min(0, 'Salary cannot be negative')
      .max(10_000_000),
    type: z.enum(JOB_TYPES, { message: 'Type must be Full-time, Part-time or Remote' }).default('Full-time'),
    duration: required('Duration', 100),
    description: ZText('Description', { required: 'Description is required', max: 10_000 }),
    requirements: z
      .array(ZLine('Each requirement', { max: 500 }))
      .max(100)
      .default([])
      .transform((items) => items.filter(Boolean)),
    isActive: z.boolean().default(true),
    featured: z.boolean().default(false),
    expiryDate: z
      .union([z.iso.date(), z.iso.datetime(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
  })
  .strict();
export type TJobInput = z.input<typeof ZJobInput>;

/** PUT accepts the whole form, or only {isActive} for the status toggle (docs/spec/admin-side.md §7). */
export const ZJobUpdate = z.union([z.object({ isActive: z.boolean() }).strict(), ZJobInput]);

export const ADMIN_JOB_SORTS = [
  'createdAt',
  'title',
  'company',
  'location',
  'domain',
  'salary',
  'applicationCount',
  'viewCount',
] as const;

export const ZAdminJobsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(20),
    sort: z.enum(ADMIN_JOB_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    location: ZLine('Location', { max: 100 }).optional(),
    search: ZLine('Search', { max: 100 }).optional(),
    /** 'true': only the internships held for review (docs/decisions/0038). */
    held: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

/** `heldCount`: every internship held for review, whatever the filters (the list's "Held for review (N)"). */
export const ZAdminJobsResponse = z.object({
  jobs: z.array(ZAdminJob),
  pagination: ZPagination,
  heldCount: z.number(),
});
export const ZJobIds = z
  .object({ jobIds: z.array(z.string().min(1).max(64)).min(1, 'Please select jobs to delete').max(1000) })
  .strict();
export const ZDeletedResponse = z.object({ message: z.string(), deletedCount: z.number() });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;
export const ZAdminJobResponse = z.object({ message: z.string(), job: ZAdminJob });

/** docs/spec/admin-side.md §3 Excel upload record: GET /api/admin/excel-files, newest first. */
export const ZExcelFile = z.object({
  _id: z.string(),
  originalName: z.string(),
  jobsCreated: z.number(),
  uploadedBy: z.object({ username: z.string() }),
  createdAt: z.string(),
});
export type TExcelFile = z.infer<typeof ZExcelFile>;
export const ZExcelFilesResponse = z.array(ZExcelFile);

/** An imported row held for review: its row in the sheet (as the error report counts rows), its title, why. */
export const ZHeldRow = z.object({ row: z.number(), title: z.string(), riskFlags: z.array(ZRiskFlag) });
export type THeldRow = z.infer<typeof ZHeldRow>;

/**
 * POST /api/admin/jobs/bulk-upload: how many internships the sheet created; how many of them are held for
 * review (inactive, docs/decisions/0038), and the first HELD_ROWS_LISTED of those with their reasons.
 */
export const ZUploadResponse = z.object({
  message: z.string(),
  jobsCreated: z.number(),
  heldCount: z.number(),
  heldRows: z.array(ZHeldRow),
});
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

// Freshness (docs/decisions/0039): what closes soon, and extending it.
/** GET /api/admin/jobs/expiring?days=7: active internships closing within `days`, soonest first. */
export const ZExpiringJobsQuery = z
  .object({ days: z.coerce.number().int().min(1).max(EXPIRING_SOON_DAYS.max).default(EXPIRING_SOON_DAYS.default) })
  .strict();
export const ZExpiringJob = ZAdminJob.pick({
  _id: true,
  title: true,
  company: true,
  location: true,
  applicationCount: true,
}).extend({ expiryDate: z.string() });
export type TExpiringJob = z.infer<typeof ZExpiringJob>;
/** `jobs`: the first EXPIRING_LIST_LIMIT; `total`: all of them. */
export const ZExpiringJobsResponse = z.object({ jobs: z.array(ZExpiringJob), total: z.number() });
export type TExpiringJobsResponse = z.infer<typeof ZExpiringJobsResponse>;

const ZExtendDays = z.coerce
  .number({ message: 'Days must be a number' })
  .int('Days must be a whole number')
  .min(EXTEND_DAYS.min, `Extend by ${EXTEND_DAYS.min} to ${EXTEND_DAYS.max} days`)
  .max(EXTEND_DAYS.max, `Extend by ${EXTEND_DAYS.min} to ${EXTEND_DAYS.max} days`);
/** POST /api/admin/jobs/:id/extend: from the later of now and the current expiry. Answers ZAdminJobResponse. */
export const ZExtendJob = z.object({ days: ZExtendDays }).strict();
/** POST /api/admin/jobs/extend: several at once, each from the later of now and its own expiry. */
export const ZExtendJobs = z
  .object({
    jobIds: z.array(z.string().min(1).max(64)).min(1, 'Please select internships to extend').max(1000),
    days: ZExtendDays,
  })
  .strict();
export const ZExtendedResponse = z.object({ message: z.string(), extendedCount: z.number() });
export type TExtendedResponse = z.infer<typeof ZExtendedResponse>;
