import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

interface ZodIssueLike {
  keyword: string;
  message: string;
  instancePath: string;
  params: { keys?: string[] };
}

// zod's own wording ("Invalid input: expected string") needs the field named; messages written in our
// schemas ("Please enter a valid email address") are shown as they are.
const GENERATED_MESSAGE = /^(Invalid|Too (small|big)|Expected)/;

/** A readable 400 message from the first schema issue. */
function describeValidation(issues: ZodIssueLike[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  if (first.keyword === 'unrecognized_keys') return `Unknown field: ${(first.params.keys ?? []).join(', ')}`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field && GENERATED_MESSAGE.test(first.message) ? `${field}: ${first.message}` : first.message;
}

/** The single error handler: `{ message }` plus the spec's flags; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.flags });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error.validation as ZodIssueLike[]) });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit) are safe to show.
      if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
      return reply.status(error.statusCode).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_SERVER_ERROR, requestId: String(request.id) });
  });
}

export const BAD_URL_MESSAGE = 'The address is not valid.';

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a path with broken percent-encoding, a path
 * segment over the router's length limit) in the same `{ message }` shape, instead of Fastify's own body
 * with its error code. These answers skip the onRequest hooks, so the caller passes the security headers.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
) {
  reply.headers(headers);
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: BAD_URL_MESSAGE });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ message: 'The address is too long.' });
  request.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send({ message: GENERIC_SERVER_ERROR, requestId: String(request.id) });
}

export const INVALID_JSON_MESSAGE =
  'The request body is not valid JSON (or uses a forbidden key such as __proto__ or constructor.prototype).';

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type. Send JSON (application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      // The JSON parser refuses prototype-pollution keys with this same error.
      return INVALID_JSON_MESSAGE;
    default:
      return error.statusCode === 404 ? 'Not found' : 'Invalid request';
  }
}
