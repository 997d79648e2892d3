import dc from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Build an app while listening to its router: every route it registers, as `METHOD /path` with the
 * router's own path syntax (`/api/resume/:userId`). buildApp registers its routes before createTestApp's
 * `configure` runs, so the onRoute hook is added the moment Fastify creates the instance, through the
 * `fastify.initialization` diagnostics channel Fastify publishes for exactly this.
 */
export async function buildCollectingRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: string[] }> {
  const routes = new Set<string>();
  const channel = dc.channel('fastify.initialization');
  const onCreated = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
    });
  };
  channel.subscribe(onCreated);
  try {
    const built = await build();
    return { built, routes: [...routes] };
  } finally {
    channel.unsubscribe(onCreated);
  }
}
