import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-database.js';
import { createBatchedWrites } from './batched-writes.js';
import type { DB } from './database.js';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.cleanup();
  database = undefined;
});

async function setUp(dialect: 'sqlite' | 'postgres') {
  database = await createTestDatabase(dialect);
  await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
  return database;
}
const insert = (trx: DB, id: number) => sql`insert into notes (id, body) values (${id}, ${`note ${id}`})`.execute(trx);
const ids = async (db: DB) =>
  (await sql<{ id: number }>`select id from notes order by id`.execute(db)).rows.map((r) => Number(r.id));

describe.each(testDialects())('writes that must commit whole, on %s', (dialect) => {
  it('answers each unit with its own outcome: one that fails leaves nothing, the others stand', async () => {
    const { db } = await setUp(dialect);
    const runWrite = createBatchedWrites(db, dialect);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        runWrite(async (trx) => {
          await insert(trx, i + 1);
          if (i === 16) throw new Error('unit 17 changed its mind');
          return i + 1;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(39);
    expect(outcomes[16]).toEqual({ status: 'rejected', reason: new Error('unit 17 changed its mind') });
    expect(outcomes[3]).toEqual({ status: 'fulfilled', value: 4 });
    const stored = await ids(db);
    expect(stored).toHaveLength(39);
    expect(stored).not.toContain(17);
  });
});

describe('group commit on SQLite', () => {
  it('runs the units that arrive together one after another in one transaction: each sees those before', async () => {
    const { db } = await setUp('sqlite');
    const runWrite = createBatchedWrites(db, 'sqlite', 16);
    // Read-then-write, 50 at once: only one after another do the ids come out 1..50 without a clash.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        runWrite(async (trx) => {
          const { n } = (await sql<{ n: number }>`select count(*) n from notes`.execute(trx)).rows[0];
          await insert(trx, Number(n) + 1);
        }),
      ),
    );
    expect(await ids(db)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('answers no unit before its commit, and when the batch itself fails none stands and all hear it', async () => {
    const { db } = await setUp('sqlite');
    const runWrite = createBatchedWrites(db, 'sqlite');
    const outcomes = await Promise.allSettled([
      runWrite((trx) => insert(trx, 1)),
      runWrite(async (trx) => {
        await insert(trx, 2);
        // The transaction ends behind the batch's back (as a failing disk or a lost database would).
        await sql`rollback`.execute(trx);
      }),
      runWrite((trx) => insert(trx, 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await ids(db)).toEqual([]);
    // The next units are a new batch and commit normally.
    await runWrite((trx) => insert(trx, 4));
    expect(await ids(db)).toEqual([4]);
  });
});
