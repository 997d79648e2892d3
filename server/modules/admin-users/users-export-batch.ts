import { readInWorker } from '#server/db/reads-in-worker.js';
import { cursorAfter, renderUserRows, type UserExportRow } from './users-export-rows.js';

export interface UserBatchInput {
  /** The SQLite file (DatabaseHandle.sqliteFile). */
  file: string;
  /** The batch's query as the event loop's Kysely compiled it (usersAfterQuery): the same SQL either way. */
  sql: string;
  parameters: readonly unknown[];
  firstRowNumber: number;
}

export interface UserBatch {
  xml: string;
  count: number;
  /** Where the next batch starts; null when this one was empty. */
  last: { createdAt: string; id: string } | null;
}

/**
 * A batch of the users export read and turned into sheet rows in a worker thread (server/workers), on a
 * read-only connection of its own, opened for the batch and closed after (readInWorker): a thousand students with their
 * application counts take 20–35 ms to read, which on the event loop held every other request up.
 */
export function readUserBatch({ file, sql, parameters, firstRowNumber }: UserBatchInput): UserBatch {
  const [rows] = readInWorker({ file, queries: [{ sql, parameters }] }) as [UserExportRow[]];
  return { xml: renderUserRows({ rows, firstRowNumber }), count: rows.length, last: cursorAfter(rows) };
}
