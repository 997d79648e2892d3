import { z } from 'zod';

export const ZGlobalJob = z.object({
  _id: z.string(),
  country_name: z.string(),
  company_name: z.string(),
  link: z.string(),
  continents: z.string(),
});
export type TGlobalJob = z.infer<typeof ZGlobalJob>;

export const ZGlobalJobsResponse = z.array(ZGlobalJob);

/** POST and PUT /api/admin/globals: the saved global job. */
export const ZGlobalJobSaved = z.object({ message: z.string(), job: ZGlobalJob });
export type TGlobalJobSaved = z.infer<typeof ZGlobalJobSaved>;
