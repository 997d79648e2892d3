import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import {
  ZAdminJobResponse,
  ZExpiringJobsQuery,
  ZExpiringJobsResponse,
  ZExtendedResponse,
  ZExtendJob,
  ZExtendJobs,
} from '#shared/schemas/admin-jobs.js';
import { ZIdParams } from '#shared/schemas/common.js';
import { extendJob, extendJobs, listExpiringJobs } from './listing-expiry.service.js';

const tags = ['admin: internships'];

/** Freshness of internships (docs/decisions/0039): what closes soon, and extending it. */
export const listingExpiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/jobs/expiring',
    { schema: { tags, querystring: ZExpiringJobsQuery, response: { 200: ZExpiringJobsResponse } } },
    (request) => listExpiringJobs(db, request.query.days),
  );
  app.post(
    '/admin/jobs/:id/extend',
    { schema: { tags, params: ZIdParams, body: ZExtendJob, response: { 200: ZAdminJobResponse } } },
    (request) => extendJob(db, request.params.id, request.body.days),
  );
  app.post(
    '/admin/jobs/extend',
    { schema: { tags, body: ZExtendJobs, response: { 200: ZExtendedResponse } } },
    (request) => extendJobs(db, request.body.jobIds, request.body.days),
  );
};
