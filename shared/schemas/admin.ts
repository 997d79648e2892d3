import { z } from 'zod';
import { APPLICATION_STATUSES, MIN_ADMIN_PASSWORD_LENGTH } from '../constants.js';
import { ZAdmin } from './auth.js';
import { ZApplicationEvent, ZClosedReason } from './hearing-back.js';
import { ADMIN_PASSWORD_TOO_SHORT } from './password.js';
import { ZLine } from './text.js';
import { type TUser, ZUser } from './user.js';

export const ZStats = z.object({
  totalJobs: z.number(),
  activeJobs: z.number(),
  totalApplications: z.number(),
  pendingApplications: z.number(),
  totalUsers: z.number(),
  /** The complaint queue (docs/decisions/0035): open reports, and those past their 7 working days. */
  openReports: z.number(),
  overdueReports: z.number(),
  /** Active internships closing within the next 7 days (docs/decisions/0039). */
  expiringSoon: z.number(),
});

const ZCount = <T extends z.ZodType>(id: T) => z.object({ _id: id, count: z.number() });
export const ZAnalytics = z.object({
  totalJobs: z.number(),
  activeJobs: z.number(),
  totalUsers: z.number(),
  totalApplications: z.number(),
  applicationsByStatus: z.array(ZCount(z.string())),
  jobsByDomain: z.array(ZCount(z.string())),
  monthlyRegistrations: z.array(ZCount(z.object({ month: z.number(), year: z.number() }))),
  acceptanceRate: z.number(),
  /** Hearing back (docs/decisions/0033): applications that reached a company in the last 180 days and
   * were answered (a percentage), the median days to a first answer, and those closed as No response. */
  answerRate: z.number(),
  medianDaysToAnswer: z.number().nullable(),
  noResponse: z.number(),
});

export const ZGlobalJobInput = z
  .object({
    country_name: ZLine('Country name', { required: 'Country name is required', max: 100 }),
    company_name: ZLine('Company name', { required: 'Company name is required', max: 200 }),
    link: z.url({ message: 'Link must be a valid URL', protocol: /^https?$/ }).max(1000),
    continents: ZLine('Continent', { required: 'Continent is required', max: 100 }),
  })
  .strict();
export const ZGlobalJobIds = z
  .object({ jobIds: z.array(z.string().min(1).max(64)).min(1, 'Please select jobs to delete').max(1000) })
  .strict();

export const ADMIN_APPLICATION_FILTERS = ['all', 'sent', 'undelivered', 'mail not found', 'pending'] as const;
export const ZAdminApplicationsQuery = z.object({ filter: z.enum(ADMIN_APPLICATION_FILTERS).default('all') }).strict();

export const ZAdminApplication = z.object({
  _id: z.string(),
  userId: z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      skills: z.array(z.string()),
      resume: z.boolean(),
    })
    .nullable(),
  jobId: z
    .object({ _id: z.string(), title: z.string(), company: z.string(), location: z.string(), salary: z.number() })
    .nullable(),
  /** The internship as it was when the student applied (shown when the internship was deleted). */
  jobSnapshot: z.object({ title: z.string(), company: z.string() }),
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  mailStatus: z.string(),
  coverLetter: z.string(),
  /** 'No response' once closed for want of an answer (docs/decisions/0033). */
  closedReason: ZClosedReason,
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;

export const ZApplicationStatusUpdate = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { message: 'Status must be Pending, Reviewed, Accepted or Rejected' }),
  })
  .strict();
/** GET /api/admin/applications/{id}/timeline: the application's history, as the student sees it. */
export const ZAdminApplicationTimeline = z.object({
  timeline: z.array(ZApplicationEvent),
  closedReason: ZClosedReason,
});
export type TAdminApplicationTimeline = z.infer<typeof ZAdminApplicationTimeline>;

export const ZApplicationIds = z
  .object({ applicationIds: z.array(z.string().min(1).max(64)).min(1, 'Please select applications').max(500) })
  .strict();

/** The student's fields the administrators' list shows (docs/spec/admin-side.md §6), as the student's own. */
export const ADMIN_USER_FIELDS = {
  _id: true,
  name: true,
  email: true,
  phone: true,
  currentCity: true,
  pinCode: true,
  futureGoals: true,
  skills: true,
  keywords: true,
  twelfthPU: true,
  ugDegree: true,
  pgMasters: true,
  currentAcademicStatus: true,
  studyPreference: true,
  isBlocked: true,
  createdAt: true,
} as const;
export const ZAdminUser = ZUser.pick(ADMIN_USER_FIELDS).extend({ applicationCount: z.number(), resume: z.boolean() });
export type TAdminUser = z.infer<typeof ZAdminUser>;

type AdminUserField = keyof typeof ADMIN_USER_FIELDS;

/** The fields of a student the administrators' list shows, taken from the student's own shape. */
export function adminUserFieldsOf(user: TUser): Pick<TUser, AdminUserField> {
  const keys = Object.keys(ADMIN_USER_FIELDS) as AdminUserField[];
  return Object.fromEntries(keys.map((key) => [key, user[key]])) as Pick<TUser, AdminUserField>;
}
export const ZAdminUsersQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(100),
    search: ZLine('Search', { max: 100 }).optional(),
  })
  .strict();
export const ZAdminUsersResponse = z.object({ users: z.array(ZAdminUser), total: z.number() });
export const ZBlockRequest = z.object({ isBlocked: z.boolean() }).strict();
export const ZUsersDownloadQuery = z
  .object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() })
  .strict();

export const ZAdminProfileUpdate = z
  .object({
    username: ZLine('Username', { required: 'Username is required', max: 100 }),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'Please enter a valid email' })),
  })
  .strict();
export const ZAdminPasswordUpdate = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').max(1024),
    newPassword: z.string().min(MIN_ADMIN_PASSWORD_LENGTH, ADMIN_PASSWORD_TOO_SHORT).max(1024),
  })
  .strict();

/** POST /api/admin/applications/forward: how many went to the companies, and why each other one did not. */
export const ZForwardResult = z.object({
  message: z.string(),
  forwarded: z.number(),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type TForwardResult = z.infer<typeof ZForwardResult>;

/** PUT /api/admin/profile. */
export const ZAdminProfileSaved = z.object({ message: z.string(), admin: ZAdmin });
export type TAdminProfileSaved = z.infer<typeof ZAdminProfileSaved>;

/** PUT /api/admin/password: a fresh token, since every older one ends (docs/spec/product-decisions.md → API). */
export const ZAdminPasswordSaved = z.object({ message: z.string(), token: z.string() });
export type TAdminPasswordSaved = z.infer<typeof ZAdminPasswordSaved>;
