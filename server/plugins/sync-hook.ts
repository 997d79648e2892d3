import type { FastifyReply, FastifyRequest } from 'fastify';

type Done = (error?: Error) => void;

/**
 * A hook whose work is synchronous, in Fastify's callback form (docs/decisions/0055): an async hook
 * costs every request a promise and a turn of the microtask queue even when it does nothing, and the
 * hooks every request passes are many. A throw is the hook's error, as in an async hook.
 */
export function syncHook(
  work: (request: FastifyRequest, reply: FastifyReply) => void,
): (request: FastifyRequest, reply: FastifyReply, done: Done) => void {
  return (request, reply, done) => {
    try {
      work(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };
}

/**
 * A hook that does its work only for some requests: the others pass at once, without a promise; the
 * chosen ones wait for `work`, whose rejection is the hook's error.
 */
export function hookFor(
  applies: (request: FastifyRequest, reply: FastifyReply) => boolean,
  work: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): (request: FastifyRequest, reply: FastifyReply, done: Done) => void {
  return (request, reply, done) => {
    if (!applies(request, reply)) {
      done();
      return;
    }
    work(request, reply).then(() => done(), done);
  };
}
