import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZGlobalJobsResponse } from '#shared/schemas/global-job.js';
import { listPublicGlobalJobs } from './global-jobs.service.js';

export const globalJobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Signed-in students (docs/spec/student-side.md §2: needs a token) and administrators (docs/spec/admin-side.md §7).
  app.get(
    '/globaljobs',
    {
      config: { studentFacing: true },
      onRequest: app.requireAnyRole,
      schema: { tags: ['global jobs'], response: { 200: ZGlobalJobsResponse } },
    },
    () => listPublicGlobalJobs(db),
  );
};
