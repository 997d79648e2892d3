import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { checkpointInBackground, type WalCheckpointer } from './wal-checkpointer.js';

// COUNT(*) and other int8 results arrive as strings from pg; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: a schema to use instead of public (tests isolate themselves this way). */
  searchPath?: string;
  poolSize?: number;
  /** SQLite file only: checkpoint the write-ahead log from a worker thread (the server; tests need not). */
  checkpointInBackground?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (!url.startsWith('file:')) {
    const db = openPostgres(url, options);
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const { db, checkpointer } = openSqlite(url.slice('file:'.length), options);
  return {
    db,
    dialect: 'sqlite',
    destroy: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

function openSqlite(path: string, options: DatabaseOptions): { db: DB; checkpointer?: WalCheckpointer } {
  const isMemory = path === ':memory:';
  if (!isMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(isMemory ? ':memory:' : resolve(path));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 32 MB of page cache instead of 2 MB: the indexes of a large applications table stay in memory.
  sqlite.pragma('cache_size = -32768');
  const checkpointer =
    options.checkpointInBackground && !isMemory ? checkpointInBackground(sqlite, resolve(path)) : undefined;
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, checkpointer };
}

function openPostgres(url: string, { searchPath, poolSize = 10 }: DatabaseOptions): DB {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(searchPath ? { options: `-c search_path=${searchPath},public` } : {}),
  });
  // An idle session the server ends (restart, failover, pg_terminate_backend) is an 'error' event on the
  // pool; unheard, it would crash the process. The pool drops that client and the next query opens a new
  // session; a query that fails meanwhile is answered (and logged) by the error handler, health says 503.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
