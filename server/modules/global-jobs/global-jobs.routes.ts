import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGlobalJobsResponse } from '../../../shared/schemas/global-job.js';
import type { AppDeps } from '../../app-deps.js';
import { listGlobalJobs } from './global-jobs.repo.js';

export const globalJobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Signed-in students (spec 000 §2: needs a token) and administrators (spec 001 §7).
  app.get(
    '/globaljobs',
    {
      config: { studentFacing: true },
      onRequest: app.requireAnyRole,
      schema: { tags: ['global jobs'], response: { 200: ZGlobalJobsResponse } },
    },
    async () => (await listGlobalJobs(db)).map(({ id, ...job }) => ({ _id: id, ...job })),
  );
};
