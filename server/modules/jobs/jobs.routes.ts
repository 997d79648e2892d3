import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZIdParams } from '#shared/schemas/common.js';
import {
  ZJob,
  ZJobSuggestions,
  ZJobSuggestionsQuery,
  ZJobsQuery,
  ZJobsResponse,
  ZSimilarJobs,
} from '#shared/schemas/job.js';
import { sendJsonBody } from '../public-cache/send-json-body.js';
import { firstExpiry, getPublicJob, getSimilarJobs, jobsCacheKey, listPublicJobs, suggest } from './jobs.service.js';

const student = { studentFacing: true, cachedRead: true } as const;

// The answers come from the public read cache, already serialised (docs/decisions/0016).
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, publicReads, responsiveness }) => {
  app.get(
    '/jobs',
    { config: student, schema: { tags: ['internships'], querystring: ZJobsQuery, response: { 200: ZJobsResponse } } },
    async (request, reply) => {
      const { cache } = publicReads;
      const key = `jobs:${jobsCacheKey(request.query)}`;
      if (!(await cache.has(key))) await app.floodGuard(request, reply);
      const body = await cache.getPrepared(key, () => listPublicJobs(publicReads, request.query, responsiveness), {
        keepFromSecondAsk: true,
      });
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/jobs/suggestions',
    {
      config: student,
      schema: { tags: ['internships'], querystring: ZJobSuggestionsQuery, response: { 200: ZJobSuggestions } },
    },
    async (request, reply) => {
      const { field, text } = request.query;
      const key = `suggest:${field}:${text.trim().toLowerCase()}`;
      if (!(await publicReads.cache.has(key))) await app.floodGuard(request, reply);
      const body = await publicReads.cache.get(key, ZJobSuggestions, () => suggest(publicReads.search, request.query));
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/jobs/:id',
    { config: student, schema: { tags: ['internships'], params: ZIdParams, response: { 200: ZJob } } },
    async (request, reply) => {
      const { id } = request.params;
      const key = `job:${id}`;
      if (!(await publicReads.cache.has(key))) await app.floodGuard(request, reply);
      const body = await publicReads.cache.get(
        key,
        ZJob,
        () => getPublicJob(db, id, responsiveness),
        (job) => (job.isClosed ? undefined : firstExpiry([job.expiryDate])),
      );
      // docs/spec/product-decisions.md → Internships: each view counts once in viewCount.
      publicReads.views.record(id);
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/jobs/:id/similar',
    { config: student, schema: { tags: ['internships'], params: ZIdParams, response: { 200: ZSimilarJobs } } },
    async (request, reply) => {
      const { id } = request.params;
      const key = `similar:${id}`;
      if (!(await publicReads.cache.has(key))) await app.floodGuard(request, reply);
      const body = await publicReads.cache.getPrepared(key, () => getSimilarJobs(db, publicReads, id, responsiveness));
      return sendJsonBody(reply, body);
    },
  );
};
