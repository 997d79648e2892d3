import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZHealthResponse } from '#shared/schemas/health.js';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { pingDatabase }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
};
