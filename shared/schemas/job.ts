import { z } from 'zod';
import { APPLICATION_STATUSES, JOB_SORTS, JOB_TYPES, PAGE_SIZE } from '../constants.js';
import { ZResponsiveness } from './hearing-back.js';
import { ZLine, ZText } from './text.js';

/** An internship as the public pages see it (docs/spec/student-side.md §3 Job); the company's email is not public. */
export const ZJob = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  domain: z.string(),
  position: z.string(),
  type: z.enum(JOB_TYPES),
  duration: z.string(),
  salary: z.number(),
  description: z.string(),
  requirements: z.array(z.string()),
  featured: z.boolean(),
  createdAt: z.string(),
  expiryDate: z.string().nullable(),
  /** Inactive or expired: the detail still opens, marked closed, and cannot be applied to. */
  isClosed: z.boolean(),
  /** How the company answers applications (docs/decisions/0033); only from 5 applications in 180 days. */
  responsiveness: ZResponsiveness.nullable().optional(),
});
export type TJob = z.infer<typeof ZJob>;

const filterText = ZLine('Search text', { max: 100, maxMessage: 'Search text is too long' }).optional();
const rupees = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .optional();

export const ZJobsQuery = z
  .object({
    search: filterText,
    location: filterText,
    domain: filterText,
    position: filterText,
    minSalary: rupees('Minimum salary'),
    maxSalary: rupees('Maximum salary'),
    /** Without it: relevance with a keyword, newest without (docs/decisions/0045). */
    sort: z.enum(JOB_SORTS, { message: 'sort must be relevance, newest or stipend' }).optional(),
    page: z.coerce
      .number({ message: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page is too large')
      .default(1),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int()
      .min(1, 'limit must be 1 or more')
      .max(50, 'limit can be at most 50')
      .default(PAGE_SIZE),
  })
  .strict();
export type TJobsQuery = z.infer<typeof ZJobsQuery>;

export const ZPagination = z.object({ current: z.number(), pages: z.number(), total: z.number() });

export const ZJobsResponse = z.object({
  jobs: z.array(ZJob),
  pagination: ZPagination,
  /** Set when a keyword matched nothing and the word one typing slip away was searched instead. */
  searchedFor: z.string().optional(),
});
export type TJobsResponse = z.infer<typeof ZJobsResponse>;

/** Type-ahead for the list's keyword and location fields, from the open listings. */
export const ZJobSuggestionsQuery = z
  .object({
    field: z.enum(['keywords', 'location'], { message: 'field must be keywords or location' }),
    text: ZLine('Search text', { max: 100, maxMessage: 'Search text is too long' }),
  })
  .strict();
export type TJobSuggestionsQuery = z.infer<typeof ZJobSuggestionsQuery>;

export const ZJobSuggestions = z.object({ suggestions: z.array(z.string()) });
export type TJobSuggestions = z.infer<typeof ZJobSuggestions>;

/** Open internships like one (GET /api/jobs/{id}/similar, docs/decisions/0045), the most alike first. */
export const ZSimilarJobs = z.object({ jobs: z.array(ZJob) });
export type TSimilarJobs = z.infer<typeof ZSimilarJobs>;

export const ZApplyRequest = z
  .object({
    coverLetter: ZText('Cover letter', { max: 5000, maxMessage: 'Cover letter can be at most 5000 characters' })
      .optional()
      .default(''),
  })
  .strict();

export const ZApplicationStatusResponse = z.object({
  hasApplied: z.boolean(),
  status: z.enum(APPLICATION_STATUSES).nullable(),
  appliedAt: z.string().nullable(),
  /** Applications this student sent since midnight in India (server/modules/applications/apply.service.ts). */
  appliedToday: z.number().int().min(0),
  /** The setting maxApplicationsPerUser: how many a student may send per India day. */
  dailyLimit: z.number().int().min(1),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponse>;
