import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/**
 * The server's access log: one line a request, written as it ends, with the request, its status and how
 * long it took (docs/decisions/0054). Fastify's own log writes two at info, one as the request comes and
 * one as it ends; under a crowd the log then cost a sixth of what the server could serve. The line as
 * a request comes is kept at debug, to find a request that never ends.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
