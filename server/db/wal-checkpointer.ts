import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * A worker thread with its own connection copies the write-ahead log back into the database file
 * (PASSIVE: never waits for, nor blocks, the server's reads and writes). Left to SQLite, the commit
 * that fills the log does that copy and its fsync on the event loop: 80–100 ms on a large database,
 * during which no request moves. Runs in CommonJS from a string, so it loads the same from the build
 * and from the TypeScript sources.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)')[0].checkpointed;
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'now') parentPort.postMessage({ checkpointed: checkpoint() });
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Checkpoint at once (tests); resolves with the frames copied. */
  checkpointNow(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Move `sqlite`'s checkpoints to a worker checkpointing every `intervalMs`. Should the worker fail,
 * SQLite's own checkpoints on commit come back, so the log never grows without bound.
 */
export function checkpointInBackground(sqlite: SQLite.Database, path: string, intervalMs = 1000): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, intervalMs } });
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  const restoreAutomatic = () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', restoreAutomatic);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      restoreAutomatic();
      resolve();
    }),
  );
  return {
    async checkpointNow() {
      const answer = once(worker, 'message') as Promise<[{ checkpointed: number }]>;
      worker.postMessage('now');
      return (await answer)[0].checkpointed;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}
