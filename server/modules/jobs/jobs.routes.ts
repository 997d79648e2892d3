import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../shared/schemas/common.js';
import { type TJob, ZJob, ZJobsQuery, ZJobsResponse } from '../../../shared/schemas/job.js';
import type { AppDeps } from '../../app-deps.js';
import { sendJsonBody } from '../public-cache/send-json-body.js';
import { getPublicJob, jobsCacheKey, listPublicJobs } from './jobs.service.js';

const student = { studentFacing: true } as const;

/** A shown internship passing its expiry changes the answer: it is kept no longer than that. */
function firstExpiry(jobs: TJob[]): number | undefined {
  const times = jobs.flatMap((job) => (job.expiryDate ? [Date.parse(job.expiryDate)] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}

// Both answers come from the public read cache, already serialised (docs/decisions/0016).
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dialect, publicReads }) => {
  app.get(
    '/jobs',
    { config: student, schema: { tags: ['internships'], querystring: ZJobsQuery, response: { 200: ZJobsResponse } } },
    async (request, reply) => {
      const { cache } = publicReads;
      const body = await cache.get(
        `jobs:${jobsCacheKey(request.query)}`,
        ZJobsResponse,
        () => listPublicJobs(db, dialect, request.query, (key, produce) => cache.memo(key, produce)),
        ({ jobs }) => firstExpiry(jobs),
      );
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/jobs/:id',
    { config: student, schema: { tags: ['internships'], params: ZIdParams, response: { 200: ZJob } } },
    async (request, reply) => {
      const { id } = request.params;
      const body = await publicReads.cache.get(
        `job:${id}`,
        ZJob,
        () => getPublicJob(db, id),
        (job) => (job.isClosed ? undefined : firstExpiry([job])),
      );
      // DECISIONS → Internships: each view counts once in viewCount.
      publicReads.views.record(id);
      return sendJsonBody(reply, body);
    },
  );
};
