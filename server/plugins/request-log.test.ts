import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The access log (docs/decisions/0054): one line a request at info, written as it ends, with what was
// asked, how it ended and how long it took; the line as a request comes only at debug.
interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the access log', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  async function appLogging(level: string): Promise<{ app: TestApp; lines: () => Line[] }> {
    let text = '';
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      text += chunk;
    });
    t = await createTestApp('sqlite', { logger: true, logStream: stream, env: { LOG_LEVEL: level } });
    const lines = () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line);
    return { app: t, lines };
  }

  it('writes one line a request at info, as it ends, with the request, its status and its time', async () => {
    const { app, lines } = await appLogging('info');
    const before = lines().length;
    expect((await app.app.inject({ url: '/api/jobs?search=data&page=1' })).statusCode).toBe(200);
    expect((await app.app.inject({ url: '/api/jobs?page=0' })).statusCode).toBe(400);

    const written = lines().slice(before);
    expect(written.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    const [found, refused] = written;
    expect(found.req).toMatchObject({ method: 'GET', url: '/api/jobs?search=data&page=1' });
    expect(found.res).toEqual({ statusCode: 200 });
    expect(found.responseTime).toBeGreaterThan(0);
    expect(refused.res).toEqual({ statusCode: 400 });
    expect(refused.req?.url).toBe('/api/jobs?page=0');
  });

  it('adds the line as a request comes at debug, to find one that never ends', async () => {
    const { app, lines } = await appLogging('debug');
    const before = lines().length;
    await app.app.inject({ url: '/api/jobs' });
    const written = lines()
      .slice(before)
      .filter((line) => line.req?.url === '/api/jobs');
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
