import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS } from './load-shedding.js';

// Overload is simulated the way it happens: the event loop is kept busy (synchronous work in chunks,
// as a flood of requests would), not by faking the plugin's measurements.
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // burning CPU on purpose
  }
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('overload shedding', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Keep the loop 300 ms busy out of every ~300 ms for up to `ms`, asking for a search and the health check each turn. */
  async function underSustainedLoad(ms: number, stopOnShed: boolean) {
    const jobs: { status: number; body: string; retryAfter: unknown; nosniff: unknown }[] = [];
    const health: { status: number; body: unknown }[] = [];
    const deadline = performance.now() + ms;
    while (performance.now() < deadline) {
      busy(300);
      await nextTurn();
      const [search, check] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/jobs' }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      jobs.push({
        status: search.statusCode,
        body: search.body,
        retryAfter: search.headers['retry-after'],
        nosniff: search.headers['x-content-type-options'],
      });
      health.push({ status: check.statusCode, body: check.json() });
      if (stopOnShed && jobs.filter((j) => j.status === 503).length >= 3) break;
    }
    return { jobs, health };
  }

  it('answers quick 503s with a message and Retry-After while the event loop is saturated, keeps the health check answering, and recovers', async () => {
    t = await createTestApp('sqlite');
    const { jobs, health } = await underSustainedLoad(6000, true);

    const shed = jobs.filter((j) => j.status === 503);
    expect(shed.length, 'some requests shed within 6 s of sustained load').toBeGreaterThanOrEqual(3);
    for (const answer of shed) {
      expect(JSON.parse(answer.body)).toEqual({ message: OVERLOADED_MESSAGE });
      expect(answer.retryAfter).toBe(String(OVERLOADED_RETRY_AFTER_SECONDS));
      expect(answer.nosniff).toBe('nosniff'); // the security headers are on the 503 too
    }
    expect(jobs.every((j) => j.status === 200 || j.status === 503)).toBe(true);
    expect(health.every((h) => h.status === 200)).toBe(true);
    expect(health[0].body).toEqual({ status: 'ok', database: 'ok' });

    // The load stops: answers are normal again after the next measurement (1 s samples).
    const stopped = performance.now();
    let status = 503;
    while (status === 503 && performance.now() - stopped < 5000) {
      await sleep(100);
      status = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode;
    }
    expect(status).toBe(200);
    expect(performance.now() - stopped).toBeLessThan(3000);
  });

  it('sheds through the admission alone (the other checks off), answers its 503s in the product shape and logs when it starts and ends', async () => {
    let log = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => {
      log += chunk;
    });
    t = await createTestApp('sqlite', {
      logger: true,
      logStream,
      env: {
        LOG_LEVEL: 'info',
        LOAD_SHED_MAX_UTILIZATION: '0.97',
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
        LOAD_SHED_MAX_IN_FLIGHT: '0',
      },
    });
    const { jobs, health } = await underSustainedLoad(6000, true);
    const shed = jobs.filter((j) => j.status === 503);
    expect(shed.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(shed[0].body)).toEqual({ message: OVERLOADED_MESSAGE });
    expect(shed[0].retryAfter).toBe(String(OVERLOADED_RETRY_AFTER_SECONDS));
    expect(health.every((h) => h.status === 200)).toBe(true);
    const lines = () => log.split('\n').filter((line) => line.includes('overloaded'));
    expect(lines()).toHaveLength(1);
    expect(JSON.parse(lines()[0])).toMatchObject({ level: 40, msg: expect.stringMatching(/^overloaded: /) });
    // Calm again: one line says so once the admission lets everything in.
    const calmFrom = performance.now();
    while (!log.includes('no longer overloaded') && performance.now() - calmFrom < 5000) await sleep(100);
    expect(lines().map((line) => JSON.parse(line).level)).toEqual([40, 30]);
  });

  it('does not shed for one slow moment (half a second of synchronous work)', async () => {
    t = await createTestApp('sqlite', { env: { LOAD_SHED_MAX_UTILIZATION: '0.97' } });
    busy(500);
    for (let i = 0; i < 15; i++) {
      await sleep(100);
      expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
    }
  });

  it('is off when both thresholds are 0', async () => {
    t = await createTestApp('sqlite', {
      env: { LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_UTILIZATION: '0' },
    });
    const { jobs } = await underSustainedLoad(2500, false);
    expect(jobs.every((j) => j.status === 200)).toBe(true);
  });

  it('refuses requests beyond the in-flight cap at arrival, never the health check, and admits again as answers finish', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t = await createTestApp('sqlite', {
      env: { LOAD_SHED_MAX_IN_FLIGHT: '2', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0' },
      configure: (app) => {
        app.get('/api/test/held', async () => {
          await held;
          return { ok: true };
        });
      },
    });
    const holding = [1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/test/held' }));
    await sleep(50);

    const started = performance.now();
    const refused = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: OVERLOADED_MESSAGE });
    expect(refused.headers['retry-after']).toBe(String(OVERLOADED_RETRY_AFTER_SECONDS));
    expect(performance.now() - started).toBeLessThan(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    expect((await Promise.all(holding)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Refused and finished requests both gave their places back.
    const after = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/jobs' })));
    expect(after.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
