import type { FastifyInstance, FastifyRequest } from 'fastify';
import { A_FEW, overloaded } from '../lib/overload.js';
import { redactUrl } from '../lib/redact-url.js';
import { type BusyStretch, createQueueWaitClock } from './queue-wait.js';
import { syncHook } from './sync-hook.js';

export { OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS } from '../lib/overload.js';

export interface LoadSheddingOptions {
  /** A request that waited longer than this (ms) for a busy event loop is refused; 0 turns shedding off. */
  maxQueueWaitMs: number;
  /**
   * Waits count once this many requests (`crowd`) came since the loop last waited for input, or once
   * it has gone this long (ms) without waiting and more than a few requests came meanwhile: a short
   * burst, or a long moment with a few requests behind it, is served however long they waited; a
   * crowd is met at once.
   */
  busyForMs: number;
  crowd: number;
}

/**
 * What is never refused: the health check (a load balancer must see the process alive) and the web
 * app's pages and files (cheap, and a page that loads can say "try again" where a refused one is blank).
 * A request no route matches is judged like an API call.
 */
const neverRefused = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api/health' || !route.startsWith('/api/'));
};

/** What changes something: an application, a profile's save, an administrator's edit. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * How many times a read's wait a change may wait before it is refused (docs/decisions/0060). The pages
 * ask again for a refused read by themselves; a refused change is the user's to make again. Changes are
 * few beside reads (three applications a day), and a flood of them still meets a limit.
 */
const CHANGE_PATIENCE = 10;

const arrivedAt = Symbol('arrived at');
declare module 'fastify' {
  interface FastifyRequest {
    [arrivedAt]?: number;
  }
}

/** A shedding episode ends, for the log, after this long without a refusal. */
const EPISODE_END_MS = 5000;

/**
 * How long (ms) requests must keep coming out of the queue late before any is refused: CoDel's
 * interval. A queue that stands this long is a crowd the process cannot keep up with; one stall (a
 * garbage collection, a host that took the CPU) delays the requests queued during it, which then go
 * out in a few milliseconds, and is served.
 */
const STANDING_MS = 100;

/**
 * Overload is judged by what users feel (docs/decisions/0022): a request that itself waited longer
 * than `maxQueueWaitMs` for the event loop (queue-wait.ts), when requests have come out of the queue
 * late for STANDING_MS and the loop has been busy without a break for `busyForMs` or through a crowd
 * of requests, is answered a quick 503 (the product's `{ message }` and Retry-After) instead
 * of adding to the queue. A request that did not queue is always served: a lone client, a loop that is
 * busy but keeps up, a short burst are never turned away. A change (POST, PUT, PATCH, DELETE) is refused
 * only past ten times that wait: 200 students applying at once are served while the searches beside them
 * may not be. The health check and the web app's pages and files are never refused.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  { maxQueueWaitMs, busyForMs, crowd }: LoadSheddingOptions,
): void {
  if (maxQueueWaitMs <= 0) return;
  // One error for every shed request: building a fresh one (and its stack) per request would be work
  // done exactly when there is no time for it.
  const refusal = overloaded();
  const clock = createQueueWaitClock();
  const standing = ({ ms, arrivals }: BusyStretch) => arrivals > crowd || (ms > busyForMs && arrivals > A_FEW);
  // Since when every request seen has waited too long (null: the last one did not).
  let lateSince: number | null = null;
  /** Whether a request that came at `at` waited too long, and requests have been late for STANDING_MS. */
  const lateTooLong = (at: number) => {
    const now = performance.now();
    if (now - at <= maxQueueWaitMs) {
      lateSince = null;
      return false;
    }
    lateSince ??= now;
    return now - lateSince >= STANDING_MS;
  };
  /** Whether `request`, come at `at`, has waited longer than its kind may: a change ten times a read's wait. */
  const waitedPastItsLimit = (request: FastifyRequest, at: number) =>
    !CHANGES.has(request.method) || performance.now() - at > maxQueueWaitMs * CHANGE_PATIENCE;
  let refused = 0;
  let episode: NodeJS.Timeout | null = null;
  const endEpisode = () => {
    app.log.info({ refused }, 'no longer overloaded: serving every request again');
    [refused, episode] = [0, null];
  };
  /** Refuse `request`; the first refusal of an episode is logged with what it was and how it waited. */
  const refuse = (request: FastifyRequest, at: number, stretch: BusyStretch): never => {
    if (episode) episode.refresh();
    else {
      app.log.warn(
        {
          route: `${request.method} ${request.routeOptions.url ?? redactUrl(request.url)}`,
          waitedMs: Math.round(performance.now() - at),
          busyMs: Math.round(stretch.ms),
          arrivals: stretch.arrivals,
        },
        'overloaded: requests are waiting for the event loop, refusing those that waited too long (503)',
      );
      episode = setTimeout(endEpisode, EPISODE_END_MS).unref();
    }
    refused += 1;
    throw refusal;
  };
  // Every request is seen as it comes, so the clock knows each turn of the loop. A request's work often
  // starts turns later (after a session check on the thread pool, say): it is judged again just before
  // its handler runs, by how long it has been in the process by then (CoDel judges at dequeue), so work
  // admitted in one turn cannot pile up unseen in the next.
  app.addHook(
    'onRequest',
    syncHook((request) => {
      const { at, stretch } = clock.arrived();
      request[arrivedAt] = at;
      if (lateTooLong(at) && standing(stretch) && !neverRefused(request) && waitedPastItsLimit(request, at))
        refuse(request, at, stretch);
    }),
  );
  app.addHook(
    'preHandler',
    syncHook((request) => {
      const at = request[arrivedAt];
      if (at === undefined || !lateTooLong(at) || neverRefused(request) || !waitedPastItsLimit(request, at)) return;
      const stretch = clock.stretch();
      if (standing(stretch)) refuse(request, at, stretch);
    }),
  );
  app.addHook('onClose', async () => {
    clock.stop();
    if (episode) clearTimeout(episode);
  });
}
