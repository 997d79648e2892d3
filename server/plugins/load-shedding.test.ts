import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OVERLOADED_MESSAGE, OVERLOADED_RETRY_AFTER_SECONDS } from './load-shedding.js';

// The loop is congested the way a crowd congests it: synchronous work in slices, with a turn of the
// loop between them and requests arriving in each turn, never by faking the plugin's measurements.
// (A flood over real sockets: server/crowd/flood.test.ts.)
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // burning CPU on purpose
  }
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shedding on as in the product, with a 50 ms wait (the default is 100 ms): these tests' turns of 100 ms
 * are then well past it. Test apps turn shedding off unless asked.
 */
const SHEDDING_ON = { LOAD_SHED_MAX_QUEUE_WAIT_MS: '50', LOAD_SHED_BUSY_FOR_MS: '250', LOAD_SHED_CROWD: '64' };

describe('overload shedding', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Turns of 100 ms busy with no idle between, a search, the health check and a page arriving in each. */
  async function crowdedTurns(ms: number) {
    const answers: { status: number; body: string; retryAfter: unknown; nosniff: unknown }[] = [];
    const health: number[] = [];
    const pages: number[] = [];
    const deadline = performance.now() + ms;
    while (performance.now() < deadline) {
      busy(100);
      await nextTurn();
      const [search, check, page] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/jobs' }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/internships' }),
      ]);
      pages.push(page.statusCode);
      answers.push({
        status: search.statusCode,
        body: search.body,
        retryAfter: search.headers['retry-after'],
        nosniff: search.headers['x-content-type-options'],
      });
      health.push(check.statusCode);
    }
    return { answers, health, pages };
  }

  /** A test app whose pages are one route outside /api, as the built web app's are. */
  const withPages = (env: Record<string, string>, options: Parameters<typeof createTestApp>[1] = {}) =>
    createTestApp('sqlite', {
      ...options,
      env,
      configure: (app) => {
        app.get('/internships', async () => 'a page');
      },
    });

  it('refuses API requests that queued behind a loop busy without a break, with the product 503, keeps the health check and the pages answering, and logs the episode', async () => {
    let log = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => {
      log += chunk;
    });
    t = await withPages({ ...SHEDDING_ON, LOG_LEVEL: 'info' }, { logger: true, logStream });
    const { answers, health, pages } = await crowdedTurns(1500);

    const shed = answers.filter((a) => a.status === 503);
    // Three requests a turn: once more than 16 came in a stretch busy over 250 ms, every search is refused.
    expect(shed.length, 'refused after the first few turns').toBeGreaterThanOrEqual(answers.length - 7);
    for (const answer of shed) {
      expect(JSON.parse(answer.body)).toEqual({ message: OVERLOADED_MESSAGE, code: 'OVERLOADED' });
      expect(answer.retryAfter).toBe(String(OVERLOADED_RETRY_AFTER_SECONDS));
      expect(answer.nosniff).toBe('nosniff'); // the security headers are on the 503 too
    }
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(health.every((status) => status === 200)).toBe(true);
    expect(pages.every((status) => status === 200)).toBe(true); // pages and files are never refused
    const lines = () => log.split('\n').filter((line) => line.includes('overloaded'));
    expect(lines()).toHaveLength(1);
    expect(JSON.parse(lines()[0])).toMatchObject({ level: 40, msg: expect.stringMatching(/^overloaded: /) });
    // The episode ends, for the log, 5 s after the last refusal, with how many were refused.
    await sleep(5500);
    expect(lines()).toHaveLength(2);
    expect(JSON.parse(lines()[1])).toMatchObject({ level: 30, refused: shed.length });
  });

  it("refuses a change only past ten times the wait of a read: the pages ask again for a refused read, a refused change is the user's to make again", async () => {
    t = await createTestApp('sqlite', {
      env: SHEDDING_ON,
      configure: (app) => {
        // An application, a profile's save, an administrator's edit: a change, cheap in itself.
        app.post('/api/test/change', async () => ({ ok: true }));
      },
    });
    /** A turn `ms` busy, then 20 searches and one change arriving in it: their statuses. */
    async function turn(ms: number) {
      busy(ms);
      await nextTurn();
      const [reads, change] = await Promise.all([
        Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/jobs' }))),
        t.app.inject({ method: 'POST', url: '/api/test/change', payload: {} }),
      ]);
      return { reads: reads.map((read) => read.statusCode), change: change.statusCode };
    }
    // Turns of 100 ms: past a read's 50 ms, within a change's 500 ms.
    const crowded = [];
    for (let i = 0; i < 8; i++) crowded.push(await turn(100));
    expect(crowded.flatMap((answers) => answers.reads)).toContain(503);
    expect(crowded.map((answers) => answers.change)).toEqual(Array(8).fill(200));
    // Turns of 600 ms: past a change's wait too. A flood of changes still meets a limit.
    const longer = [];
    for (let i = 0; i < 3; i++) longer.push(await turn(600));
    expect(longer.map((answers) => answers.change)).toContain(503);
  });

  it('serves a request that did not queue, however long the requests before it took: one client with slow requests is never refused', async () => {
    t = await createTestApp('sqlite', {
      env: SHEDDING_ON,
      configure: (app) => {
        // The client's own slow request: 150 ms of the loop, well past the wait and busy thresholds.
        app.get('/api/test/slow', async () => {
          busy(150);
          return { ok: true };
        });
      },
    });
    // Over a real socket. Between two requests the server's loop waits for the client's next one: the
    // network's round trip, which a client in this very process does not have, so it pauses a little.
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await fetch(`${base}/api/test/slow`);
      await answer.arrayBuffer();
      statuses.push(answer.status);
      await sleep(5);
    }
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('serves everything again as soon as the crowd is gone', async () => {
    t = await withPages(SHEDDING_ON);
    const { answers } = await crowdedTurns(1000);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    await sleep(10);
    const after = [];
    for (let i = 0; i < 20; i++) after.push((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode);
    expect(after.every((status) => status === 200)).toBe(true);
  });

  it('serves the few requests queued behind one long moment, however long they waited', async () => {
    t = await createTestApp('sqlite', { env: SHEDDING_ON });
    await sleep(5);
    busy(400); // a host that took the CPU, or a slow first run: the requests that came meanwhile waited 400 ms
    await nextTurn();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.app.inject({ method: 'GET', url: '/api/jobs' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('serves a loop at full use through one stall: a crowd that keeps it busy, then 150 ms lost, refuses nothing', async () => {
    t = await createTestApp('sqlite', { env: SHEDDING_ON });
    const statuses: number[] = [];
    // Turns of a few milliseconds with ten searches in each, never idle: a crowd the loop keeps up with.
    for (let turn = 0; turn < 60; turn++) {
      busy(turn === 30 ? 150 : 3); // halfway, a garbage collection or a host that took the CPU
      await nextTurn();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: '/api/jobs' })),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('is off in test apps unless asked (the wait threshold 0)', async () => {
    t = await withPages({});
    const { answers } = await crowdedTurns(800);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});
