import { z } from 'zod';

export const ZGlobalJob = z.object({
  _id: z.string(),
  country_name: z.string(),
  company_name: z.string(),
  link: z.string(),
  continents: z.string(),
  /** The daily link check failed three times in a row (docs/decisions/0036): "this link may be broken". */
  linkBroken: z.boolean(),
});
export type TGlobalJob = z.infer<typeof ZGlobalJob>;

export const ZGlobalJobsResponse = z.array(ZGlobalJob);

/** The administrator's view: the link check's state as well. */
export const ZAdminGlobalJob = ZGlobalJob.extend({
  /** Failed checks in a row (0 after a success or an edit of the link). */
  linkFailures: z.number().int(),
  /** The last check, ISO; null while never checked. */
  linkCheckedAt: z.string().nullable(),
  /** The last failure in a few words ('HTTP 404', 'timeout'); null after a success. */
  linkError: z.string().nullable(),
});
export type TAdminGlobalJob = z.infer<typeof ZAdminGlobalJob>;

/** GET /api/admin/globals. */
export const ZAdminGlobalJobsResponse = z.array(ZAdminGlobalJob);

/** POST and PUT /api/admin/globals: the saved global job. */
export const ZGlobalJobSaved = z.object({ message: z.string(), job: ZAdminGlobalJob });
export type TGlobalJobSaved = z.infer<typeof ZGlobalJobSaved>;
