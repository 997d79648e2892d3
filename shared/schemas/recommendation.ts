import { z } from 'zod';
import { ZJob } from './job.js';

export const ZRecommendation = z.object({
  job: ZJob,
  score: z.number(),
  /** Why it is recommended, e.g. 'Matches your skills: React, Node.js', 'In Bengaluru'. */
  reasons: z.array(z.string()),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationsQuery = z
  .object({
    limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(20, 'limit can be at most 20').default(6),
  })
  .strict();
export const ZRecommendationsResponse = z.array(ZRecommendation);
