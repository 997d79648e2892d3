import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../lib/errors.js';
import { requestPath } from '../lib/request-path.js';
import { NOT_FOUND_MESSAGE } from './error-handler.js';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and index.html
 * for every other non-API GET (client-side routes). API paths that match nothing answer 404 JSON.
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? join(webRoot, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
  // The build writes .br and .gz beside each text file (build/precompress.ts); index.html too.
  const compressedIndex = (['br', 'gzip'] as const).flatMap((encoding) => {
    const path = `${indexFile}.${encoding === 'br' ? 'br' : 'gz'}`;
    return indexFile && existsSync(path) ? [{ encoding, body: readFileSync(path) }] : [];
  });

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
    const path = requestPath(request);
    const isPageRequest = request.method === 'GET' && !path.startsWith('/api/') && path !== '/api';
    if (isPageRequest && indexHtml) {
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const compressed = compressedIndex.find(({ encoding }) => new RegExp(`\\b${encoding}\\b`).test(accepted));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      // A company's answer page and an administrator's invitation: the address is the key (docs/decisions/0033,
      // 0037). Never indexed, and never sent on as a Referer, not even its origin.
      if (path.startsWith('/answer/') || path.startsWith('/admin/invitation/')) {
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      }
      if (compressed) return reply.header('content-encoding', compressed.encoding).send(compressed.body);
      return reply.send(indexHtml);
    }
    throw refuse('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
}
