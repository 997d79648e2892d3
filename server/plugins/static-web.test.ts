import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#build/precompress.js';
import { rawRequest } from '../test/raw-request.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const script = `console.log(${JSON.stringify('a fairly repetitive line of script. '.repeat(100))});`;
const html = `<!doctype html><html><head><title>InternConnect</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

/** A built web folder, compressed by the very plugin the build uses. */
function builtWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'x()');
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): void;
  };
  plugin.configResolved({ root, build: { outDir: '.' } });
  plugin.closeBundle();
  return root;
}

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webRoot: builtWebRoot() });
  });
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the pre-compressed brotli or gzip file the browser accepts, and plain text to others', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // Files under 1 KB are not worth compressing.
    expect((await get('/assets/tiny-abc123.js', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('sends the page for client routes compressed too, never cached', async () => {
    for (const url of ['/', '/internships?page=2']) {
      const page = await get(url, 'br, gzip');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toContain('accept-encoding');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    }
    expect(gunzipSync((await get('/about', 'gzip')).rawPayload).toString()).toBe(html);
    expect((await get('/about')).body).toBe(html);
  });

  it('keeps the pages whose address is the key out of search engines and Referer headers', async () => {
    for (const url of ['/answer/abc.123.sig', '/admin/invitation/Zm9vYmFy', '/alerts/unsubscribe/abc.123.sig']) {
      const page = await get(url);
      expect(page.body).toBe(html);
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect((await get('/admin/login')).headers['x-robots-tag']).toBeUndefined();
  });

  it('tells pages from API calls by the path in a request line of absolute form too', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const page = await rawRequest(base, `GET ${base}/internships HTTP/1.1`);
    expect(page.status).toBe(200);
    expect(page.body).toBe(html);
    const api = await rawRequest(base, `GET ${base}/api/no-such-call HTTP/1.1`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
