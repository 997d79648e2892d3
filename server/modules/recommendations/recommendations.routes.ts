import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZRecommendationsQuery, ZRecommendationsResponse } from '#shared/schemas/recommendation.js';
import { recommendFor } from './recommendations.service.js';

export const recommendationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/recommendations',
    {
      config: { studentFacing: true },
      onRequest: app.requireUser,
      schema: {
        tags: ['internships'],
        querystring: ZRecommendationsQuery,
        response: { 200: ZRecommendationsResponse },
      },
    },
    (request) => recommendFor(deps, authOf(request).id, request.query.limit),
  );
};
