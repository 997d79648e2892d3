import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the same zod schemas the routes validate with, served at /api/docs. In
 * production the docs (page, files and JSON) are for administrators only: `adminOnly` sends an admin
 * session's bearer token or gets the guard's 401/403 (security findings: the API's map is no
 * stranger's business).
 */
export async function registerOpenApi(app: FastifyInstance, { adminOnly }: { adminOnly: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Internship platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(adminOnly ? { uiHooks: { onRequest: (request: FastifyRequest) => app.requireAdmin(request) } } : {}),
  });
}
