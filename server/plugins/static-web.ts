import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and index.html
 * for every other non-API GET (client-side routes). API paths that match nothing answer 404 JSON.
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? join(webRoot, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes(`${join(webRoot, 'assets')}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPageRequest && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
