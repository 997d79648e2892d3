import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZGlobalJobIds, ZGlobalJobInput } from '#shared/schemas/admin.js';
import { ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { ZIdParams } from '#shared/schemas/common.js';
import { ZAdminGlobalJobsResponse, ZGlobalJobSaved } from '#shared/schemas/global-job.js';
import { listAdminGlobalJobs } from '../global-jobs/global-jobs.service.js';
import { createGlobalJob, deleteGlobalJobs, updateGlobalJob } from './admin-global-jobs.service.js';

const tags = ['admin: global jobs'];

export const adminGlobalJobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);
  // The list students see (GET /api/globaljobs) with the daily link check's state (docs/decisions/0036).
  app.get('/admin/globals', { schema: { tags, response: { 200: ZAdminGlobalJobsResponse } } }, () =>
    listAdminGlobalJobs(db),
  );
  app.post(
    '/admin/globals',
    { schema: { tags, body: ZGlobalJobInput, response: { 201: ZGlobalJobSaved } } },
    async (request, reply) => reply.status(201).send(await createGlobalJob(db, request.body)),
  );
  app.put(
    '/admin/globals/:id',
    { schema: { tags, params: ZIdParams, body: ZGlobalJobInput, response: { 200: ZGlobalJobSaved } } },
    (request) => updateGlobalJob(db, request.params.id, request.body, authOf(request).id),
  );
  app.delete(
    '/admin/globals/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZDeletedResponse } } },
    async (request) => {
      await deleteGlobalJobs(db, [request.params.id], true, authOf(request).id);
      return { message: 'Global job deleted successfully!', deletedCount: 1 };
    },
  );
  app.post(
    '/admin/globals/bulk-delete',
    { schema: { tags, body: ZGlobalJobIds, response: { 200: ZDeletedResponse } } },
    async (request) => {
      const deletedCount = await deleteGlobalJobs(db, request.body.jobIds, false, authOf(request).id);
      return { message: `Deleted ${deletedCount} global jobs`, deletedCount };
    },
  );
};
