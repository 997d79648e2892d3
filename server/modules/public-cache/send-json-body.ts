import type { FastifyReply } from 'fastify';

/**
 * Sends an already serialised JSON body as it is. Fastify passes a Buffer with a content type straight
 * to the socket, so the route's response schema documents the answer without serialising it again.
 */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
