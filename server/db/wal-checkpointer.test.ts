import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { checkpointInBackground, type WalCheckpointer } from './wal-checkpointer.js';

let dir = '';
let path = '';
let sqlite: SQLite.Database;
let checkpointer: WalCheckpointer | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'checkpoint-'));
  path = join(dir, 'app.db');
  sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table notes (id integer primary key, body text)');
});
afterEach(async () => {
  await checkpointer?.stop();
  checkpointer = undefined;
  sqlite.close();
  await rm(dir, { recursive: true, force: true });
});

/** About 8 MB through the log: twice what sets off SQLite's own checkpoint (1,000 pages). */
function writeMuch() {
  const insert = sqlite.prepare('insert into notes (body) values (?)');
  for (let i = 0; i < 200; i++) insert.run('x'.repeat(40_000));
}
const fileSize = (name: string) => statSync(name).size;

it('leaves the checkpoints to the worker: commits never copy the log back, the worker does', async () => {
  checkpointer = checkpointInBackground(sqlite, path, 60_000);
  writeMuch();
  // No commit checkpointed: the database file has only its first pages, the log holds everything.
  expect(fileSize(path)).toBeLessThan(100_000);
  expect(fileSize(`${path}-wal`)).toBeGreaterThan(8_000_000);
  expect(await checkpointer.checkpointNow()).toBeGreaterThan(1_900);
  expect(fileSize(path)).toBeGreaterThan(8_000_000);
  expect(sqlite.prepare('select count(*) n from notes').get()).toEqual({ n: 200 });
});

it('checkpoints on its own every interval', async () => {
  checkpointer = checkpointInBackground(sqlite, path, 50);
  writeMuch();
  const deadline = Date.now() + 5_000;
  while (fileSize(path) < 8_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(fileSize(path)).toBeGreaterThan(8_000_000);
});

it('gives the checkpoints back to SQLite when its worker fails', async () => {
  const automatic = () => sqlite.pragma('wal_autocheckpoint', { simple: true });
  // A worker that cannot open the database (here: a path that does not exist) ends with an error.
  checkpointer = checkpointInBackground(sqlite, join(dir, 'missing.db'), 60_000);
  expect(automatic()).toBe(0);
  const deadline = Date.now() + 5_000;
  while (automatic() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(automatic()).toBe(1000);
  writeMuch();
  expect(fileSize(path)).toBeGreaterThan(4_000_000);
});

it('is what the server asks for; tests and the in-memory database keep SQLite checkpointing', async () => {
  const server = createDatabase(`file:${join(dir, 'server.db')}`, { checkpointInBackground: true });
  const plain = createDatabase(`file:${join(dir, 'plain.db')}`);
  try {
    const setting = async (db: typeof server.db) =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint;
    expect(await setting(server.db)).toBe(0);
    expect(await setting(plain.db)).toBe(1000);
  } finally {
    await server.destroy();
    await plain.destroy();
  }
});
