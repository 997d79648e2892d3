import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { OVERLOADED_MESSAGE } from '../lib/overload.js';
import { runAdmin } from '../test/test-database.js';
import { createDatabase, type DatabaseHandle } from './database.js';

// On PostgreSQL a flood queues for the pool's connections, not on the event loop: the queue is judged
// the same way (docs/decisions/0022). Needs TEST_DATABASE_URL (CI sets it).
const base = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the SQLite handle while a write transaction is open', () => {
  it("answers the health check's ping on the reader connection at once", async () => {
    const handle = createDatabase(`file:${join(mkdtempSync(join(tmpdir(), 'ping-')), 'app.db')}`);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writing = handle.db.transaction().execute(async (trx) => {
        await sql`create table held (id integer)`.execute(trx);
        await held;
      });
      await sleep(20);
      const started = performance.now();
      await expect(handle.ping()).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1000);
      release();
      await writing;
    } finally {
      await handle.destroy();
    }
  });
});

describe.each(base ? ['postgres'] : [])('the %s pool under a flood of queries', () => {
  let handle: DatabaseHandle | undefined;
  let schema = '';
  afterEach(async () => {
    await handle?.destroy();
    if (schema) await runAdmin(base as string, `drop schema if exists ${schema} cascade`);
  });

  it('refuses a new query at once while more than a few have waited over 50 ms, serves the rest, and pings on its own connection', async () => {
    schema = `pool_${process.pid}_${Date.now()}`;
    await runAdmin(base as string, `create schema ${schema}`);
    handle = createDatabase(base as string, { searchPath: schema, poolSize: 2 });
    const { db } = handle;
    // Both connections held by transactions that wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [1, 2].map(() =>
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      }),
    );
    await sleep(50);
    // A queue forms; once it stands (more than a few, the first waiting over 50 ms), a new query is refused.
    const queued = Array.from({ length: 20 }, () => sql`select 1 as one`.execute(db));
    await sleep(80);
    const refused = await sql`select 2`.execute(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, message: OVERLOADED_MESSAGE });
    // The health check's own connection still answers.
    await expect(handle.ping()).resolves.toBeUndefined();

    release();
    await Promise.all(holders);
    expect((await Promise.all(queued)).every((result) => result.rows.length === 1)).toBe(true);
    await expect(sql`select 3`.execute(db)).resolves.toMatchObject({ rows: [{ '?column?': 3 }] });
  });
});
