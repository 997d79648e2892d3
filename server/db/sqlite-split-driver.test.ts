import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

describe('SQLite with a reader beside the writer', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'split-driver-'));
    handle = createDatabase(`file:${join(dir, 'app.db')}`);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = () =>
    handle.db
      .selectFrom('global_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const job = (id: string) => ({
    id,
    country_name: 'India',
    company_name: `Company ${id}`,
    link: `https://example.com/${id}`,
    continents: 'Asia',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });

  it('answers a read at once while a transaction holds the writer, with the last committed state', async () => {
    await handle.db.insertInto('global_jobs').values(job('a')).execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inTransaction: number[] = [];
    const transaction = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('global_jobs').values(job('b')).execute();
      // The transaction's own reads see its own write.
      const row = await trx
        .selectFrom('global_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      inTransaction.push(Number(row.n));
      await held;
    });
    await new Promise((resolve) => setImmediate(resolve));

    // With one connection this read would wait for the transaction; the reader answers now.
    const outside = await Promise.race([count(), new Promise((resolve) => setTimeout(() => resolve('waited'), 500))]);
    expect(outside).toBe(1);
    expect(inTransaction).toEqual([2]);

    // A write outside the transaction waits for it (one writer at a time) and lands after it.
    let written = false;
    const write = handle.db
      .insertInto('global_jobs')
      .values(job('c'))
      .execute()
      .then(() => {
        written = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBe(false);
    release();
    await transaction;
    await write;
    expect(await count()).toBe(3);
  });

  it('reads what a rolled-back transaction wrote as never written', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('global_jobs').values(job('x')).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(0);
    await handle.db.insertInto('global_jobs').values(job('y')).execute();
    expect(await count()).toBe(1);
  });
});
