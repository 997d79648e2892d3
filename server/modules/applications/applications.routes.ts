import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZApplyResponse, ZMyApplicationsResponse } from '#shared/schemas/application.js';
import { ZIdParams } from '#shared/schemas/common.js';
import { ZApplicationStatusResponse, ZApplyRequest } from '#shared/schemas/job.js';
import { applyToJob, getApplicationStatus } from './apply.service.js';
import { listMyApplications } from './my-applications.service.js';

const student = { studentFacing: true } as const;

export const applicationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/my-applications',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags: ['applications'], response: { 200: ZMyApplicationsResponse } },
    },
    (request) => listMyApplications(deps.db, authOf(request).id),
  );

  app.post(
    '/jobs/:id/apply',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags: ['applications'], params: ZIdParams, body: ZApplyRequest, response: { 201: ZApplyResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await applyToJob(deps, authOf(request).id, request.params.id, request.body.coverLetter)),
  );

  app.get(
    '/jobs/:id/application-status',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags: ['applications'], params: ZIdParams, response: { 200: ZApplicationStatusResponse } },
    },
    (request) => getApplicationStatus(deps, authOf(request).id, request.params.id),
  );
};
