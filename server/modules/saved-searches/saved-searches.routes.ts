import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import {
  ZSavedSearchAnswer,
  ZSavedSearchCreate,
  ZSavedSearches,
  ZSavedSearchParams,
  ZSavedSearchUpdate,
} from '#shared/schemas/saved-searches.js';
import {
  createSavedSearch,
  deleteSavedSearchOf,
  listSavedSearches,
  updateSavedSearchOf,
} from './saved-searches.service.js';

const student = { studentFacing: true } as const;
const tags = ['saved searches'];

// Saved searches (issue 21, item 2): the signed-in student's own.
export const savedSearchesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/saved-searches',
    { config: student, onRequest: app.requireUser, schema: { tags, response: { 200: ZSavedSearches } } },
    async (request) => ({ savedSearches: await listSavedSearches(deps.db, authOf(request).id) }),
  );

  app.post(
    '/saved-searches',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags, body: ZSavedSearchCreate, response: { 201: ZSavedSearchAnswer } },
    },
    async (request, reply) => {
      const savedSearch = await createSavedSearch(deps, authOf(request).id, request.body);
      return reply.status(201).send({ savedSearch });
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags, params: ZSavedSearchParams, body: ZSavedSearchUpdate, response: { 200: ZSavedSearchAnswer } },
    },
    async (request) => ({
      savedSearch: await updateSavedSearchOf(deps, authOf(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/saved-searches/:id',
    { config: student, onRequest: app.requireUser, schema: { tags, params: ZSavedSearchParams } },
    async (request, reply) => {
      await deleteSavedSearchOf(deps, authOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
