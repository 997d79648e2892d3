import type { FastifyReply } from 'fastify';
import { type BodyEncoding, COMPRESS_FROM_BYTES, type JsonBody } from './json-body.js';

/** The compression a client accepts that answers are sent in, if any. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

/**
 * Sends an already serialised JSON body as it is, compressed once per cached answer when the client
 * accepts it. Fastify passes a Buffer with a content type straight to the socket, so the route's
 * response schema documents the answer without serialising it again.
 */
export function sendJsonBody(
  reply: FastifyReply,
  body: JsonBody,
  /** A server-made page is a prepared body too (server/modules/pages/). */
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('content-type', contentType);
  // A page also varies by language: its route says so first.
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  const encoding =
    body.raw.length >= COMPRESS_FROM_BYTES ? preferredEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.raw);
  return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
}
