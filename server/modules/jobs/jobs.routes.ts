import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../shared/schemas/common.js';
import { ZJob, ZJobsQuery, ZJobsResponse } from '../../../shared/schemas/job.js';
import type { AppDeps } from '../../app-deps.js';
import { getPublicJob, listPublicJobs } from './jobs.service.js';

const student = { studentFacing: true } as const;

export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dialect }) => {
  app.get(
    '/jobs',
    { config: student, schema: { tags: ['internships'], querystring: ZJobsQuery, response: { 200: ZJobsResponse } } },
    (request) => listPublicJobs(db, dialect, request.query),
  );

  app.get(
    '/jobs/:id',
    { config: student, schema: { tags: ['internships'], params: ZIdParams, response: { 200: ZJob } } },
    (request) => getPublicJob(db, request.params.id),
  );
};
