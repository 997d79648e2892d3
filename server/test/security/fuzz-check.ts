import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZErrorResponse } from '#shared/schemas/common.js';
import { createTestApp } from '../test-app.js';
import type { FuzzBody } from './fuzz-bodies.js';
import { type FuzzRoute, routeCollector } from './fuzz-routes.js';

// What the route fuzzing shares (route-fuzz.test.ts, company-link-fuzz.test.ts): the run options, the
// routes from the router, and the property every answer must hold.

/**
 * FUZZ_RUNS raises the runs per route for a long local run (FUZZ_RUNS=1000). A failure prints its seed,
 * path and counterexample; FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run <file> -t '<route>' replays it
 * (the database's state differs a little from run to run, so rarely exactly).
 */
export const FUZZ_RUNS = {
  numRuns: Number(process.env.FUZZ_RUNS ?? 40),
  seed: process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED),
  path: process.env.FUZZ_PATH,
};

/** What an answer must never show: stack frames, driver and library names, SQL error text, zod's raw issues. */
const INTERNALS: RegExp[] = [
  /\bat .*\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /SQLITE_/,
  /no such (table|column)/i,
  /syntax error at or near/,
  /relation "[^"]*" does not exist/,
  /violates .* constraint|constraint failed/,
  /invalid byte sequence|invalid input syntax/,
  /Kysely/,
  /ZodError/,
  /"code":\s*"(invalid_type|too_small|too_big|unrecognized_keys|invalid_union|invalid_format|invalid_value)"/,
  /\bFST_[A-Z_]+/,
  /\bE(CONNREFUSED|NOENT|ACCES)\b/,
  /"devDependencies"|root:x:0:0/, // a file from outside the served folders (path traversal)
];

/** A built web app's folder, so the static routes are fuzzed too; the caller removes it. */
export function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'fuzz-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

export const fuzzAppOptions = (webRoot: string, onRoute: ReturnType<typeof routeCollector>['onRoute']) => ({
  onRoute,
  webRoot,
  // The global per-address limit would answer most runs with 429; the per-account limits stay on.
  requestsPerMinute: 1_000_000_000,
});

/** The route list from the router itself (read before the tests are declared, so each route is a test). */
export async function collectInventory(webRoot: string) {
  const collector = routeCollector();
  const t = await createTestApp('sqlite', fuzzAppOptions(webRoot, collector.onRoute));
  const documented = Object.keys(
    ((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object }).paths,
  );
  await t.close();
  return { routes: collector.routes, documented };
}

export const routeName = (route: FuzzRoute) => `${route.method} ${route.url}`;

/** No 5xx, no internals shown, and every 4xx of the API in the product's `{ message, code }` shape. */
export function check(route: FuzzRoute, url: string, response: LightMyRequestResponse) {
  const what = `${route.method} ${url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  for (const pattern of INTERNALS) expect(response.body, `${what}\nshows ${pattern}`).not.toMatch(pattern);
  expect(response.body, what).not.toContain(process.cwd());
  if (response.statusCode >= 400 && url.startsWith('/api/')) {
    expect(String(response.headers['content-type']), what).toContain('application/json');
    const parsed = ZErrorResponse.strict().safeParse(response.json());
    expect(parsed.success, `${what}\nis not the product's error shape`).toBe(true);
    const message = parsed.data?.message ?? '';
    expect(message.trim(), `${what}\nhas no message`).not.toBe('');
    expect(message, `${what}\nis not a human message`).not.toMatch(/^\s*[[{]/);
  }
}

export function contentType(body: FuzzBody): Record<string, string> {
  if (body.kind === 'json') return { 'content-type': 'application/json' };
  if (body.kind === 'raw' && body.contentType !== null) return { 'content-type': body.contentType };
  return {};
}

export function payload(body: FuzzBody): { payload?: string | Buffer } {
  if (body.kind === 'json') return { payload: JSON.stringify(body.value) ?? 'null' };
  if (body.kind === 'raw') return { payload: body.payload };
  return {};
}
