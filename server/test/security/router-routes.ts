import type { FastifyInstance, RouteOptions } from 'fastify';

type OnRoute = (this: FastifyInstance, route: RouteOptions) => void;

/**
 * Build an app while listening to its router: every route it registers, as `METHOD /path` with the
 * router's own path syntax (`/api/resume/:userId`). `build` passes `onRoute` to createTestApp, which
 * hands it to buildApp before any route is registered.
 */
export async function buildCollectingRoutes<T>(
  build: (onRoute: OnRoute) => Promise<T>,
): Promise<{ built: T; routes: string[] }> {
  const routes = new Set<string>();
  const built = await build((route) => {
    for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
  });
  return { built, routes: [...routes] };
}
