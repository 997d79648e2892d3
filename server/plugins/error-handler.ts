import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type TErrorResponse, ZErrorResponse } from '#shared/schemas/common.js';
import { refusalIn } from '../i18n/refusal-words.js';
import { languageOf } from '../i18n/request-language.js';
import { AppError, type Said } from '../lib/errors.js';

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

/**
 * An error answer: a message, its code, and what the code needs (shared/schemas/common.ts). The message is
 * in the language the request asks for (Accept-Language; the web app sends the student's choice) when
 * the catalogs have it, in English otherwise (docs/decisions/0031).
 */
function answer(request: FastifyRequest, reply: FastifyReply, status: number, body: TErrorResponse, words?: Said) {
  const { source, values } = words ?? { source: body.message, values: {} };
  const language = languageOf(request.headers['accept-language']);
  let translated: string | null = null;
  try {
    translated = refusalIn(language, body.code, source, values);
  } catch (error) {
    // A translation that fails (a value the catalog's message does not expect) leaves the English.
    request.log.error({ err: error, code: body.code }, 'could not translate a refusal');
  }
  reply.header('vary', 'accept-language');
  if (translated === null) return reply.status(status).send(body);
  return reply
    .status(status)
    .header('content-language', language)
    .send({ ...body, message: translated });
}

function serverError(request: FastifyRequest, reply: FastifyReply) {
  const body: TErrorResponse = { message: GENERIC_SERVER_ERROR, code: 'SERVER_ERROR', requestId: String(request.id) };
  return answer(request, reply, 500, body);
}

/**
 * The single error handler: `{ message, code }` plus the spec's flags; 5xx answers never carry internals.
 * Every API route's error answers are declared as ZErrorResponse, so the OpenAPI document shows them and
 * an answer without a known code cannot leave the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const response = { '4xx': ZErrorResponse, '5xx': ZErrorResponse, ...(route.schema?.response as object) };
    route.schema = { ...route.schema, response };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const body = { message: error.message, code: error.code, ...error.flags };
      return answer(request, reply, error.statusCode, body, { source: error.source, values: error.values });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validation as ZodIssueLike[]);
      return answer(request, reply, 400, { message, code: 'VALIDATION_FAILED' });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit) are safe to show.
      if (error.statusCode === 429)
        return answer(request, reply, 429, { message: error.message, code: 'TOO_MANY_REQUESTS' });
      return answer(request, reply, error.statusCode, clientError(error));
    }
    request.log.error({ err: error }, 'request failed');
    return serverError(request, reply);
  });
}

export const BAD_URL_MESSAGE = 'The address is not valid.';

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a path with broken percent-encoding, a path
 * segment over the router's length limit) in the same `{ message, code }` shape, instead of Fastify's own
 * body. These answers skip the onRequest hooks, so the caller passes the security headers.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
) {
  reply.headers(headers);
  if (error.code === 'FST_ERR_BAD_URL')
    return answer(request, reply, 400, { message: BAD_URL_MESSAGE, code: 'BAD_URL' });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return answer(request, reply, 414, { message: 'The address is too long.', code: 'URL_TOO_LONG' });
  request.log.error({ err: error }, 'request failed before routing');
  return serverError(request, reply);
}

export const INVALID_JSON_MESSAGE =
  'The request body is not valid JSON (or uses a forbidden key such as __proto__ or constructor.prototype).';

export const NOT_FOUND_MESSAGE = 'Not found';

function clientError(error: FastifyError): TErrorResponse {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type. Send JSON (application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request is too large.', code: 'REQUEST_TOO_LARGE' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is empty.', code: 'EMPTY_BODY' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      // The JSON parser refuses prototype-pollution keys with this same error.
      return { message: INVALID_JSON_MESSAGE, code: 'INVALID_JSON' };
    default:
      return error.statusCode === 404
        ? { message: NOT_FOUND_MESSAGE, code: 'NOT_FOUND' }
        : { message: 'Invalid request', code: 'INVALID_REQUEST' };
  }
}
