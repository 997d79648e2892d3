import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { refuse } from '../lib/errors.js';
import { hookFor, syncHook } from './sync-hook.js';

export interface SecurityOptions {
  /** Requests a minute per client address across the API (a coarse flood guard; auth has its own limits). */
  requestsPerMinute: number;
  /** Extra origins allowed to be framed (the external AI page, the intro video). */
  frameSources?: string[];
}

/** Security headers with a strict CSP, and a global rate limit on /api. Returns the headers it sets. */
export async function registerSecurity(
  app: FastifyInstance,
  { requestsPerMinute, frameSources = [] }: SecurityOptions,
): Promise<Record<string, string>> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and Radix set inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameSources],
        mediaSrc: ["'self'", ...frameSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook(
    'onRequest',
    syncHook((_request, reply) => reply.headers(headers)),
  );
  // PostgreSQL cannot store U+0000 in text and fails the query (SQLite stores it): refused on both, up front.
  app.addHook(
    'preValidation',
    syncHook((request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
        throw refuse('NUL_CHARACTER', NUL_MESSAGE);
    }),
  );

  await registerFloodGuard(app, requestsPerMinute);
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Count this request against its address's flood guard (429 above it); public reads call it on a cache miss. */
    floodGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** A public read answered from the cache: counted against the flood guard only when it misses. */
    cachedRead?: boolean;
  }
}

/**
 * The per-address flood guard (docs/decisions/0007): a generous ceiling that a college lab behind one
 * address never meets. It counts API requests by the matched route, never the raw request line (an
 * absolute-form line must not slip past), and not the public reads the cache answers: those cost
 * nothing, and a lab's students browsing the same listings make most of its requests.
 */
async function registerFloodGuard(app: FastifyInstance, requestsPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: requestsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  const limit = app.rateLimit();
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    await limit.call(app, request, reply);
  };
  app.decorate('floodGuard', guard);
  app.addHook('onRequest', hookFor(counted, guard));
}

/** Whether the flood guard counts a request as it comes: API calls, not the public reads the cache may answer. */
function counted(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  // An unmatched request (a 404) is counted like an API one: probing costs the prober too.
  if (route !== undefined && (!route.startsWith('/api/') || route === '/api/health')) return false;
  return !request.routeOptions.config?.cachedRead;
}

export const NUL_MESSAGE = 'The request contains a NUL character, which no field accepts.';

/** Whether any string (or key) in a parsed value holds U+0000; iterative, so deep nesting cannot overflow the stack. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The headers helmet sets, computed once: they are the same for every answer, and running helmet's
 * middleware on each request cost about as much as a cached public read (docs/decisions/0018).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
