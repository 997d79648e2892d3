import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { admissionByUtilisation } from './admission.js';

export const OVERLOADED_MESSAGE = 'We are handling too many requests right now. Please try again in a few seconds.';
export const OVERLOADED_RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample above which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /**
   * Busy share of the event loop (0–1) which, held for a second, makes the process admit only a
   * share of new requests (admission.ts); 0 turns it off.
   */
  maxUtilization: number;
  /** How often the event-loop delay is measured (ms). */
  sampleIntervalMs: number;
  /** Requests worked on at once above which a new one is refused at arrival; 0 turns the cap off. */
  maxInFlight: number;
}

const isHealthCheck = (url: string | undefined) => url === '/api/health';

/**
 * An overloaded process answers a quick 503 (the product's `{ message }` and Retry-After) instead of
 * queueing work it cannot finish in time, so callers back off and the process recovers. The health
 * check keeps answering its own status, so a load balancer sees the process alive (and the database).
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  // One error for every shed request, answered by the product's error handler: building a fresh one
  // (and its stack) per request would be work done exactly when there is no time for it.
  const overloaded = new AppError(
    'SERVICE_UNAVAILABLE',
    OVERLOADED_MESSAGE,
    {},
    {
      'retry-after': String(OVERLOADED_RETRY_AFTER_SECONDS),
    },
  );
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    // A settled promise lets the request through; a rejected one goes to the error handler.
    pressureHandler: async (request) => {
      if (!isHealthCheck(request.routeOptions.url)) throw overloaded;
    },
  });
  if (options.maxUtilization > 0) {
    // An operator sees when and for how long a process refused work (each start and end, not each 503).
    const admission = admissionByUtilisation(options.maxUtilization, (shedding) => {
      if (shedding) app.log.warn('overloaded: the event loop is saturated, refusing a share of new requests (503)');
      else app.log.info('no longer overloaded: admitting every request again');
    });
    app.addHook('onClose', async () => admission.stop());
    app.addHook('onRequest', async (request) => {
      if (!admission.admit() && !isHealthCheck(request.routeOptions.url)) throw overloaded;
    });
  }
  if (options.maxInFlight > 0) capInFlight(app, options.maxInFlight, overloaded);
}

/**
 * The event-loop checks decide once a sample, so a flood arriving within one queues behind the work
 * already admitted and even its 503s come late. Counting the requests in progress refuses the excess the
 * moment it arrives, and keeps the work admitted (and so every answer's wait) bounded.
 */
function capInFlight(app: FastifyInstance, maxInFlight: number, overloaded: AppError): void {
  let inFlight = 0;
  const counted = new WeakSet<object>();
  const release = async (request: object) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request) => {
    if (isHealthCheck(request.routeOptions.url)) return;
    if (inFlight >= maxInFlight) throw overloaded;
    inFlight += 1;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
