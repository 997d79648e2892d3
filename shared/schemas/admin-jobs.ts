import { z } from 'zod';
import { JOB_TYPES } from '../constants.js';
import { ZPagination } from './job.js';
import { ZLine, ZText } from './text.js';

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
  })
  .strict();
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

export const ZAdminJobsResponse = z.object({ jobs: z.array(ZAdminJob), pagination: ZPagination });
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

/** POST /api/admin/jobs/bulk-upload: how many internships the sheet created. */
export const ZUploadResponse = z.object({ message: z.string(), jobsCreated: z.number() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
