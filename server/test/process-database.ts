import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';
import { runAdmin } from './test-database.js';

export interface ProcessDatabase {
  /** DATABASE_URL for a spawned server; the same URL opens `handle` here. */
  url: string;
  /** This process's own connection, to prepare data and to look at what the server left behind. */
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A database that a child server process and the test share: a SQLite file in a temp folder, or a
 * PostgreSQL schema selected through the URL's search_path (so the child needs no extra setting).
 */
export async function freshProcessDatabase(
  dialect: DialectName,
  baseUrl = process.env.TEST_DATABASE_URL,
): Promise<ProcessDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'process-db-'));
    const url = `file:${join(dir, 'app.db')}`;
    const handle = createDatabase(url);
    return {
      url,
      handle,
      async drop() {
        await handle.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!baseUrl) throw new Error('a PostgreSQL URL is needed (TEST_DATABASE_URL)');
  const schema = `proc_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAdmin(baseUrl, `create schema ${schema}`);
  const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const handle = createDatabase(url, { poolSize: 4 });
  return {
    url,
    handle,
    async drop() {
      await handle.destroy();
      await runAdmin(baseUrl, `drop schema ${schema} cascade`);
    },
  };
}
