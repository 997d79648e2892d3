import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../lib/errors.js';
import { requestPath } from '../lib/request-path.js';
import { NOT_FOUND_MESSAGE } from './error-handler.js';

/** The built index.html, and a way to send it as it is (pre-compressed), as every client route gets it. */
export interface WebShell {
  indexHtml: string;
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and index.html
 * for every other non-API GET (client-side routes). API paths that match nothing answer 404 JSON.
 * Returns the shell for the server's own pages (docs/decisions/0044), null without a built app.
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string | null): Promise<WebShell | null> {
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
      // The server writes robots.txt itself (server/modules/pages/, docs/decisions/0044): a stale copy in
      // an older build must not claim its route.
      globIgnore: ['robots.txt'],
      cacheControl: false,
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes(`${join(webRoot, 'assets')}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const compressed = compressedIndex.find(({ encoding }) => new RegExp(`\\b${encoding}\\b`).test(accepted));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (compressed) return reply.header('content-encoding', compressed.encoding).send(compressed.body);
    return reply.send(indexHtml);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = requestPath(request);
    const isPageRequest = request.method === 'GET' && !path.startsWith('/api/') && path !== '/api';
    if (isPageRequest && indexHtml) {
      // A company's answer page, an administrator's invitation and an alert mail's unsubscribe page: the address
      // is the key (docs/decisions/0033, 0037; issue 21). Never indexed, and never sent on as a Referer, not even
      // its origin.
      if (
        path.startsWith('/answer/') ||
        path.startsWith('/admin/invitation/') ||
        path.startsWith('/alerts/unsubscribe/')
      ) {
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      }
      return sendShell(request, reply);
    }
    throw refuse('NOT_FOUND', NOT_FOUND_MESSAGE);
  });
  return indexHtml ? { indexHtml: indexHtml.toString(), send: sendShell } : null;
}
