import { t } from '@lingui/core/macro';
import type { ZodType } from 'zod';
import type { ErrorCode } from '#shared/error-codes.js';
import type { TPowChallenge } from '#shared/schemas/proof-of-work.js';
import { validationWord } from '#web/components/forms/validation-words.js';
import { currentLanguage, i18n } from './i18n.js';
import { clearStoredSession, readToken } from './session-storage.js';

// docs/spec/product-decisions.md → API: everything is under /api on the same origin as the web pages.
export const API_BASE = '/api';

/** Fired on window when a request that carried a token answered 401; the SessionProvider logs out. */
export const SESSION_EXPIRED_EVENT = 'app:session-expired';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, usually `{ message, ...flags }` (shared/schemas/common.ts ZErrorResponse). */
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Validates and types the answer. */
  schema?: ZodType<T>;
  /** Send the stored bearer token (default true). Login calls pass false so a wrong password never ends a session. */
  auth?: boolean;
};

export function buildApiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(token: string | null, hasJsonBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage(), ...extra });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** How API calls reach the server: the browser's fetch, or the server's own answer when it renders a page. */
let sendRequest: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server's render of a page asks its own API in process (docs/decisions/0048): the same answers, no socket. */
export function setApiFetch(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  sendRequest = fetcher;
}

/** How many proofs of work one request may be asked for in a row (the server's count can move meanwhile). */
const MAX_PROOF_ROUNDS = 3;

/** The challenge of a 428 that asks for a proof of work (shared/schemas/proof-of-work.ts), if it is one. */
function challengeIn(data: unknown): TPowChallenge | null {
  if (typeof data !== 'object' || data === null) return null;
  const { code, challenge } = data as { code?: unknown; challenge?: unknown };
  return code === ('PROOF_OF_WORK_REQUIRED' satisfies ErrorCode) && typeof challenge === 'object' && challenge !== null
    ? (challenge as TPowChallenge)
    : null;
}

/** An answer's text as JSON, or the text itself when it is not JSON; nothing for an empty answer. */
export function parseBodyText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text && !response.headers.get('Content-Type')?.includes('json')) return text;
  return parseBodyText(text);
}

/** The `message` of an error body, when it has a readable one. */
export function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Turns a failed answer into an ApiError; a 401 to a token-carrying request ends the session. */
/**
 * A 401 to a request that carried the stored token ends the session (the SessionProvider logs out). Only
 * the session the request belonged to: a late 401 for an old token must not log out a new login.
 */
export function endSessionOnExpiry(status: number, sentToken: string | null): void {
  if (status === 401 && sentToken !== null && readToken() === sentToken) {
    clearStoredSession();
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }
}

async function toApiError(response: Response, sentToken: string | null): Promise<ApiError> {
  const data = await readBody(response).catch(() => undefined);
  endSessionOnExpiry(response.status, sentToken);
  return new ApiError(response.status, serverMessage(data) ?? `Request failed with status ${response.status}`, data);
}

/**
 * One API call. A form the server finds unusually busy answers 428 with a proof of work to do: it is
 * solved here, without a click (the form shows progress: proof-of-work/progress.ts), and the same
 * request is sent again with the proof.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, signal, schema, auth = true } = options;
  const token = auth ? readToken() : null;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isFormData;
  const payload = isFormData ? body : hasJsonBody ? JSON.stringify(body) : undefined;
  let proof: Record<string, string> = {};
  for (let round = 0; ; round++) {
    const response = await sendRequest(buildApiUrl(path, query), {
      method,
      headers: buildHeaders(token, hasJsonBody, proof),
      body: payload,
      signal,
    });
    if (response.status === 428) {
      const data = await readBody(response).catch(() => undefined);
      const challenge = challengeIn(data);
      if (!challenge || round >= MAX_PROOF_ROUNDS)
        throw new ApiError(428, serverMessage(data) ?? t`Please try again in a moment.`, data);
      const { solveProofOfWork } = await import('./proof-of-work/solve.js');
      proof = await solveProofOfWork(challenge);
      continue;
    }
    if (!response.ok) throw await toApiError(response, token);
    const data = await readBody(response);
    return schema ? schema.parse(data) : (data as T);
  }
}

/** docs/spec/student-side.md §8, docs/spec/admin-side.md §8: a toast shows the server's message when present, otherwise a fixed fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = serverMessage(error.data);
  // The server's own refusals come in the pages' language; a contract's validation message is the
  // shared schema's English, which the forms' word list translates (docs/decisions/0031).
  const word = message && errorCodeOf(error) === 'VALIDATION_FAILED' ? validationWord(message) : undefined;
  return word ? i18n._(word) : (message ?? fallback);
}

/**
 * The stable machine code of a refusal (`{ message, code }`, shared/error-codes.ts), to branch on instead
 * of its words; null for what is not the server's answer (a network failure, a proxy's page).
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' ? (code as ErrorCode) : null;
}

/** Downloads a binary answer (resume, spreadsheet) with the bearer header and saves it as `filename`. */
export async function apiDownload(
  path: string,
  filename: string,
  options: { query?: QueryParams; signal?: AbortSignal } = {},
): Promise<void> {
  const token = readToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildApiUrl(path, options.query), { headers, signal: options.signal });
  if (!response.ok) throw await toApiError(response, token);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
