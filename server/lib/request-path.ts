import type { FastifyRequest } from 'fastify';

/**
 * The path a request is for, as the router saw it: the matched route's pattern (`/api/jobs/:id`), or,
 * when no route matched, the path of the request line, whether it came in origin form (`/api/x?q=1`)
 * or absolute form (`http://host/api/x`). Checks that depend on a path read this, never the raw line.
 */
export function requestPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  try {
    return new URL(request.url, 'http://path.invalid').pathname;
  } catch {
    return request.url;
  }
}
