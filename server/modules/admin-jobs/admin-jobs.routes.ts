import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import {
  ZAdminJobResponse,
  ZAdminJobsQuery,
  ZAdminJobsResponse,
  ZDeletedResponse,
  ZJobIds,
  ZJobInput,
  ZJobUpdate,
} from '#shared/schemas/admin-jobs.js';
import { ZIdParams } from '#shared/schemas/common.js';
import {
  createJob,
  editJob,
  listJobLocations,
  listJobsForAdmin,
  removeJob,
  removeJobs,
  removeJobsAtLocation,
} from './admin-jobs.service.js';
import { publishJob } from './risk-flags.service.js';

const tags = ['admin: internships'];

export const adminJobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/jobs',
    { schema: { tags, querystring: ZAdminJobsQuery, response: { 200: ZAdminJobsResponse } } },
    (request) => listJobsForAdmin(db, request.query),
  );
  app.get('/admin/jobs/locations', { schema: { tags, response: { 200: z.array(z.string()) } } }, () =>
    listJobLocations(db),
  );
  app.post(
    '/admin/jobs',
    { schema: { tags, body: ZJobInput, response: { 201: ZAdminJobResponse } } },
    async (request, reply) => reply.status(201).send(await createJob(db, request.body)),
  );
  app.put(
    '/admin/jobs/:id',
    { schema: { tags, params: ZIdParams, body: ZJobUpdate, response: { 200: ZAdminJobResponse } } },
    (request) => editJob(db, request.params.id, request.body, authOf(request).id),
  );
  // A held internship (an imported row with risk flags) made active after review (docs/decisions/0038).
  app.post(
    '/admin/jobs/:id/publish',
    { schema: { tags, params: ZIdParams, response: { 200: ZAdminJobResponse } } },
    (request) => publishJob(db, request.params.id),
  );
  app.delete(
    '/admin/jobs/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZDeletedResponse } } },
    (request) => removeJob(db, request.params.id, authOf(request).id),
  );
  app.post(
    '/admin/jobs/bulk-delete',
    { schema: { tags, body: ZJobIds, response: { 200: ZDeletedResponse } } },
    (request) => removeJobs(db, request.body.jobIds, authOf(request).id),
  );
  app.delete(
    '/admin/jobs/deletebylocation/:location',
    {
      schema: {
        tags,
        params: z.object({ location: z.string().max(100) }).strict(),
        response: { 200: ZDeletedResponse },
      },
    },
    (request) => removeJobsAtLocation(db, request.params.location, authOf(request).id),
  );
};
