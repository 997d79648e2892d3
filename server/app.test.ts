import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_SERVER_ERROR, INVALID_JSON_MESSAGE } from './plugins/error-handler.js';
import { adminToken } from './test/admin.js';
import { rawRequest } from './test/raw-request.js';
import { registerStudent } from './test/students.js';
import { createTestApp, type TestApp } from './test/test-app.js';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

describe('cross-cutting API behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      webRoot: makeWebRoot(),
      configure: (app) => {
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ name: z.string().min(1) }).strict() } },
          async (request) => request.body,
        );
        app.get('/api/test/crash', async () => {
          throw new Error('secret internal detail: password=hunter2');
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers bad input with a 400 {message} naming the problem', async () => {
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', role: 'admin' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({ message: 'Unknown field: role', code: 'VALIDATION_FAILED' });

    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^name: /);
    expect(missing.json().code).toBe('VALIDATION_FAILED');

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: INVALID_JSON_MESSAGE, code: 'INVALID_JSON' });
  });

  it('refuses a wrong content type with 415 and an oversized body with 413', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>a</name>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toMatch(/Unsupported content type/);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request is too large.', code: 'REQUEST_TOO_LARGE' });
  });

  it('answers a server fault with a generic 500 and a request id, never the internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ message: GENERIC_SERVER_ERROR, code: 'SERVER_ERROR', requestId: expect.any(String) });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers unknown API paths with 404 JSON and client routes with the web app', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });

    // An internship that does not exist still gets the web app (which says so), answered 404 and not
    // indexed (docs/decisions/0044).
    for (const [url, status] of [
      ['/', 200],
      ['/internships', 200],
      ['/internships/abc?page=2', 404],
      ['/admin/users', 200],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The external AI page and intro video origins (FRAME_SOURCES) may be framed; nothing else.
    expect(csp).toMatch(/frame-src 'self' https:\/\/ai\.example\.org/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // The same headers on API answers, cached ones and failures alike.
    for (const url of ['/api/jobs', '/api/nothing-here', '/api/jobs?page=0']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy']).toBe(csp);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/settings/public', '/api/admin/login']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('keeps the OpenAPI description to administrators in production', async () => {
    const production = await createTestApp('sqlite', {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      const get = (url: string, token?: string) =>
        production.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      // The description itself; the viewer's own files (swagger-ui's script and styles) are public.
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
        expect((await get(url)).statusCode, url).toBe(401);
      }
      const student = await registerStudent(production.app, production.database.db, 'docs@example.com');
      expect((await get('/api/docs/json', student.token)).statusCode).toBe(403);
      const admin = await adminToken(production.app);
      const json = await get('/api/docs/json', admin);
      expect(json.statusCode).toBe(200);
      expect(Object.keys(json.json().paths)).toContain('/api/health');
    } finally {
      await production.close();
    }
  });

  it('serves the public settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(response.json()).toEqual({
      platformName: 'InternConnect',
      supportEmail: 'support@internconnect.example.com',
      registrationEnabled: true,
      maintenanceMode: false,
    });
  });

  it('limits the request rate per client address, by the matched route, but not the reads the cache answers', async () => {
    const limited = await createTestApp('sqlite', { requestsPerMinute: 4, contentCheckMs: 0 });
    try {
      const status = async (url: string) => (await limited.app.inject({ method: 'GET', url })).statusCode;
      // The public settings and a list already cached cost nothing and are never counted. A list is kept
      // from its second ask (docs/decisions/0047): the first two are misses, counted (1, 2).
      expect(await status('/api/jobs?limit=6')).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect(await status('/api/settings/public')).toBe(200);
        expect(await status('/api/jobs?limit=6')).toBe(200);
      }
      // Everything else counts: 3 and 4 pass, the next is refused.
      expect([await status('/api/globaljobs'), await status('/api/nowhere')]).toEqual([401, 404]);
      const blocked = await limited.app.inject({ method: 'GET', url: '/api/globaljobs' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().message).toMatch(/Too many requests/);
      expect(await status('/api/jobs?limit=7')).toBe(429); // a cache miss counts too
      expect(await status('/api/settings/public')).toBe(200);
      expect(await status('/api/health')).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts a request line in absolute form like any other (it reads the matched route, not the line)', async () => {
    const limited = await createTestApp('sqlite', { requestsPerMinute: 2 });
    try {
      const base = await limited.app.listen({ host: '127.0.0.1', port: 0 });
      const absolute = `GET ${base}/api/globaljobs HTTP/1.1`;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await rawRequest(base, absolute)).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
