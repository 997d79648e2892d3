import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import { boundedPool } from './postgres-pool.js';
import type { Database } from './schema.js';
import { SplitSqliteDialect } from './sqlite-split-driver.js';
import { withStatementCache } from './statement-cache.js';
import { checkpointInBackground, type WalCheckpointer } from './wal-checkpointer.js';

// COUNT(*) and other int8 results arrive as strings from pg; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
  /**
   * SQLite on a file: its path, for a worker thread that reads it on a connection of its own (a long read
   * there holds no request up). Not set for PostgreSQL, whose reads wait off the event loop anyway.
   */
  sqliteFile?: string;
  /** Whether the database answers, on a connection of its own (the health check; never queued behind a flood). */
  ping(): Promise<void>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: a schema to use instead of public (tests isolate themselves this way). */
  searchPath?: string;
  /** PostgreSQL only: settings for every session (tests turn off waiting for the disk on commit). */
  sessionSettings?: Record<string, string>;
  poolSize?: number;
  /** SQLite file only: checkpoint the write-ahead log from a worker thread (the server; tests need not). */
  checkpointInBackground?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (!url.startsWith('file:')) {
    const { db, pingPool } = openPostgres(url, options);
    return {
      db,
      dialect: 'postgres',
      ping: async () => void (await pingPool.query('select 1')),
      destroy: async () => {
        await db.destroy();
        if (!pingPool.ended) await pingPool.end();
      },
    };
  }
  const { db, checkpointer, file } = openSqlite(url.slice('file:'.length), options);
  return {
    db,
    dialect: 'sqlite',
    sqliteFile: file,
    ping: async () => void (await sql`select 1`.execute(db)),
    destroy: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

function openSqliteConnection(path: string, { readOnly = false } = {}): SQLite.Database {
  const sqlite = new SQLite(path, { readonly: readOnly });
  if (!readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Page cache: the rest comes from the system's file cache, a read of a few microseconds. The writer keeps
  // 8 MB (an import's index pages); the reader, which every search and the search index's build go
  // through, SQLite's 2 MB: at 8 it filled under a steady stream of new searches, 5–10 MB of the server's
  // memory for the same rate (docs/decisions/0047, 0058).
  sqlite.pragma(`cache_size = -${readOnly ? 2048 : 8192}`);
  return sqlite;
}

function openSqlite(path: string, options: DatabaseOptions): { db: DB; checkpointer?: WalCheckpointer; file?: string } {
  if (path === ':memory:') {
    const dialect = new SqliteDialect({ database: withStatementCache(openSqliteConnection(':memory:')) });
    return { db: new Kysely<Database>({ dialect }) };
  }
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const writer = openSqliteConnection(file);
  // Opened after the writer has put the file in WAL mode: a reader never waits for a write (sqlite-split-driver.ts).
  const reader = openSqliteConnection(file, { readOnly: true });
  const checkpointer = options.checkpointInBackground ? checkpointInBackground(writer, file) : undefined;
  const dialect = new SplitSqliteDialect(withStatementCache(writer), withStatementCache(reader));
  return { db: new Kysely<Database>({ dialect }), checkpointer, file };
}

function openPostgres(
  url: string,
  { searchPath, sessionSettings = {}, poolSize = 10 }: DatabaseOptions,
): { db: DB; pingPool: pg.Pool } {
  const session = { ...(searchPath ? { search_path: `${searchPath},public` } : {}), ...sessionSettings };
  const options = Object.entries(session).map(([name, value]) => `-c ${name}=${value}`);
  // A URL's own options (a spawned server's search_path) win over these: pg reads the URL last.
  const settings = { connectionString: url, ...(options.length > 0 ? { options: options.join(' ') } : {}) };
  const pool = new pg.Pool({ ...settings, max: poolSize });
  const pingPool = new pg.Pool({ ...settings, max: 1, idleTimeoutMillis: 60_000 });
  // An idle session the server ends (restart, failover, pg_terminate_backend) is an 'error' event on the
  // pool; unheard, it would crash the process. The pool drops that client and the next query opens a new
  // session; a query that fails meanwhile is answered (and logged) by the error handler, health says 503.
  pool.on('error', () => {});
  pingPool.on('error', () => {});
  // A session a request holds between two statements (a transaction) has no pool listener: its end is an
  // 'error' event on the client, which would crash the process too. Heard here, the client stops being
  // queryable, its next statement fails (the request gets the generic 500) and the pool discards it.
  for (const each of [pool, pingPool]) each.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: boundedPool(pool) }) }), pingPool };
}
