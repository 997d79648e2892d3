import Database from 'better-sqlite3';

export interface ReadsInput {
  /** The SQLite file (DatabaseHandle.sqliteFile). */
  file: string;
  /** Selects as the event loop's Kysely compiled them: the same SQL either way. */
  queries: { sql: string; parameters: readonly unknown[] }[];
}

/**
 * Selects run in a worker thread (server/workers) on a read-only connection of their own, opened for them
 * and closed after: each one's rows. For reads that walk an index of a million entries, which on the event
 * loop would hold every other request up (docs/decisions/0064).
 */
export function readInWorker({ file, queries }: ReadsInput): unknown[][] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return queries.map(({ sql, parameters }) => sqlite.prepare(sql).all(...parameters));
  } finally {
    sqlite.close();
  }
}
