import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZSavedInternships, ZSavedParams, ZSaveReceipt } from '#shared/schemas/saved.js';
import { listSaved, saveInternship, unsaveInternship } from './saved.service.js';

const student = { studentFacing: true } as const;
const tags = ['saved'];

// Saved internships (issue 21, item 1): the signed-in student's own; the id in the path is the internship's.
export const savedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/saved',
    { config: student, onRequest: app.requireUser, schema: { tags, response: { 200: ZSavedInternships } } },
    async (request) => ({ saved: await listSaved(deps.db, authOf(request).id, deps.responsiveness) }),
  );

  app.put(
    '/saved/:jobId',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags, params: ZSavedParams, response: { 200: ZSaveReceipt } },
    },
    (request) => saveInternship(deps, authOf(request).id, request.params.jobId),
  );

  app.delete(
    '/saved/:jobId',
    { config: student, onRequest: app.requireUser, schema: { tags, params: ZSavedParams } },
    async (request, reply) => {
      await unsaveInternship(deps, authOf(request).id, request.params.jobId);
      return reply.status(204).send();
    },
  );
};
