import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** Who calls a route in the fuzz, so the input reaches validation and the handler, not just the guard. */
export type FuzzIdentity = 'anonymous' | 'student' | 'admin' | 'student-or-admin';

export interface FuzzRoute {
  method: string;
  url: string;
  identity: FuzzIdentity;
  /** JSON Schema (input side) of the route's body, query and params, when it declares them. */
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  multipart: boolean;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

const toJsonSchema = (schema: unknown): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema; // a route declared with plain JSON Schema
};

/**
 * Collects the router's own routes as they are registered (pass `onRoute` to createTestApp), so a route
 * added tomorrow is fuzzed without touching the fuzz. HEAD twins of GET routes are left out.
 */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  function onRoute(this: FastifyInstance, route: RouteOptions) {
    const guards = [route.onRequest].flat().filter(Boolean);
    const guarded = (name: 'requireUser' | 'requireAdmin' | 'requireAnyRole') =>
      typeof this[name] === 'function' && guards.includes(this[name]);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const url = route.url;
      // Every /api/admin route but the login is behind the admin guard, set per plugin (admin-access.test.ts).
      const identity: FuzzIdentity =
        (url.startsWith('/api/admin/') && url !== '/api/admin/login') || guarded('requireAdmin')
          ? 'admin'
          : guarded('requireUser')
            ? 'student'
            : guarded('requireAnyRole')
              ? 'student-or-admin'
              : 'anonymous';
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      routes.push({
        method,
        url,
        identity,
        body: toJsonSchema(schema.body),
        querystring: toJsonSchema(schema.querystring),
        params: toJsonSchema(schema.params),
        multipart: [schema.consumes].flat().includes('multipart/form-data'),
      });
    }
  }
  return { routes, onRoute };
}
