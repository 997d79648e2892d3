import type { LookupAddress } from 'node:dns';
import { lookup as lookupName } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedKind } from './public-address.js';

// Whether a global job's link still answers (docs/decisions/0036): HEAD, then GET when HEAD gives no good
// answer (405, 501, another error status or a network error); at most 5 redirects; 10 s for each
// method. Every address is checked before a connection is made: a URL's own address at once, a name's
// after we resolve it ourselves, and the connection goes to the addresses checked, never to a second
// answer of the DNS (no rebinding between check and connect). The same for every redirect.

export const LINK_CHECK_TIMEOUT_MS = 10_000;
export const LINK_CHECK_MAX_REDIRECTS = 5;

export interface LinkCheckResult {
  ok: boolean;
  /** The last HTTP status, when there was one. */
  status?: number;
  /** Why it failed, in a few words ('HTTP 404', 'timeout', 'refused: private address'). */
  error?: string;
}

/** A name's addresses (the system's resolver by default). */
export type ResolveName = (hostname: string) => Promise<LookupAddress[]>;

export interface LinkCheckOptions {
  timeoutMs?: number;
  maxRedirects?: number;
  /** Ends the check at once (the app closing). */
  signal?: AbortSignal;
  /** Another resolver (tests answer a name with a private address); its answers are checked all the same. */
  resolve?: ResolveName;
  /**
   * Tests only: addresses and ports (`127.0.0.1:40123`) let through although not public, so a test can
   * run servers on this machine. Given by the test's own code; nothing in the configuration or the
   * environment reaches it, and the product's round never passes it.
   */
  allowForTests?: readonly string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// The site answered but keeps robots out (a login, a bot wall, a rate limit): no sign the link is gone.
const ANSWERED = new Set([401, 403, 429]);
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; InternConnect-LinkCheck/1.0)',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
};

/** A connection the guard did not allow: never retried with another method. */
class Refused extends Error {}

type Outcome = LinkCheckResult & { final?: boolean };

const defaultResolve: ResolveName = (hostname) => lookupName(hostname, { all: true });

function refusal(address: string, port: number, allowed: ReadonlySet<string>): Refused | null {
  const kind = refusedKind(address);
  if (kind === null || allowed.has(`${address}:${port}`)) return null;
  return new Refused(`refused: ${kind} address`);
}

/** Resolves the name, refuses it if any answer is not allowed, and hands the checked answers to the socket. */
function guardedLookup(resolve: ResolveName, port: number, allowed: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const usable = options.family ? answers.filter((answer) => answer.family === options.family) : answers;
        const refused = usable.map((answer) => refusal(answer.address, port, allowed)).find(Boolean);
        if (refused) return callback(refused, '', 0);
        if (usable.length === 0) {
          return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        }
        if (options.all) return callback(null, usable);
        callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

interface Answer {
  status: number;
  location?: string;
}

/** One request; the body is never read. */
function send(url: URL, method: string, signal: AbortSignal, lookup: LookupFunction): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, signal, lookup, agent: false, headers: HEADERS }, (response) => {
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      response.destroy();
    });
    request.on('error', reject);
    request.end();
  });
}

const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

function describeError(error: unknown, timedOut: boolean, aborted: boolean): Outcome {
  if (error instanceof Refused) return { ok: false, error: error.message, final: true };
  if (aborted) return { ok: false, error: 'aborted', final: true };
  if (timedOut) return { ok: false, error: 'timeout' };
  const code = (error as NodeJS.ErrnoException)?.code ?? 'unknown';
  const words: Record<string, string> = {
    ENOTFOUND: 'DNS: name not found',
    EAI_AGAIN: 'DNS: no answer',
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'timeout',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
  };
  const tls = /CERT|TLS|SSL|SIGNATURE/.test(code);
  return { ok: false, error: (words[code] ?? (tls ? `TLS: ${code}` : `network error (${code})`)).slice(0, 100) };
}

function judge(status: number): Outcome {
  if ((status >= 200 && status < 300) || ANSWERED.has(status)) return { ok: true, status };
  return { ok: false, status, error: `HTTP ${status}` };
}

/** The link with one method, following redirects, until an answer that is not a redirect. */
async function walk(
  link: string,
  method: 'HEAD' | 'GET',
  signal: AbortSignal,
  options: LinkCheckOptions,
): Promise<Outcome> {
  const maxRedirects = options.maxRedirects ?? LINK_CHECK_MAX_REDIRECTS;
  const allowed = new Set(options.allowForTests ?? []);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, error: 'not a valid link', final: true };
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { ok: false, error: 'not an http(s) link', final: true };
    }
    const port = portOf(url);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An address in the URL is connected to without a lookup: checked here.
    const refused = isIP(host) ? refusal(host, port, allowed) : null;
    if (refused) return { ok: false, error: refused.message, final: true };
    const answer = await send(url, method, signal, guardedLookup(options.resolve ?? defaultResolve, port, allowed));
    if (!REDIRECTS.has(answer.status) || !answer.location) return judge(answer.status);
    if (redirects === maxRedirects) return { ok: false, status: answer.status, error: 'too many redirects' };
    try {
      url = new URL(answer.location, url);
    } catch {
      return { ok: false, status: answer.status, error: 'bad redirect' };
    }
  }
}

/** `walk` within one timeout, ended early by the caller's signal. */
async function follow(link: string, method: 'HEAD' | 'GET', options: LinkCheckOptions): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (options.signal?.aborted) return { ok: false, error: 'aborted', final: true };
    return await walk(link, method, controller.signal, options);
  } catch (error) {
    return describeError(error, timedOut, options.signal?.aborted ?? false);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/** Checks one link: HEAD, then GET unless HEAD succeeded or was refused. */
export async function checkLink(link: string, options: LinkCheckOptions = {}): Promise<LinkCheckResult> {
  const head = await follow(link, 'HEAD', options);
  const { final, ...result } = head.ok || head.final ? head : await follow(link, 'GET', options);
  return result;
}
