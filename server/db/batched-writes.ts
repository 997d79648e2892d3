import { type ControlledTransaction, sql } from 'kysely';
import type { DB } from './database.js';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';

/** A unit of work that must commit whole or not at all; it reads and writes through `trx` only. */
export type WriteWork<T> = (trx: DB) => Promise<T>;

/** Runs units of write work, each all-or-nothing, and resolves each once it is durable (committed). */
export type RunWrite = <T>(work: WriteWork<T>) => Promise<T>;

interface Pending {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * On PostgreSQL every unit is its own transaction (the pool runs them side by side). On SQLite, with
 * one writer, the units that arrive together share one transaction and its commit (group commit):
 * each runs inside a savepoint, so one that throws is undone alone while the others stand, and none
 * is answered before the commit. A burst of applications pays one commit for dozens instead of one
 * each; a lone unit waits only for the current turn of the event loop.
 */
export function createBatchedWrites(db: DB, dialect: DialectName, maxBatch = 64): RunWrite {
  if (dialect === 'postgres') return (work) => db.transaction().execute(work);
  const queue: Pending[] = [];
  let scheduled = false;

  const flushSoon = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      void flush().finally(() => {
        scheduled = false;
        if (queue.length > 0) flushSoon();
      });
    });
  };

  async function flush(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    const done: { item: Pending; value: unknown }[] = [];
    let trx: ControlledTransaction<Database> | undefined;
    try {
      trx = await db.startTransaction().execute();
      for (const item of batch) {
        await sql`savepoint batch_item`.execute(trx);
        try {
          done.push({ item, value: await item.work(trx) });
        } catch (error) {
          await sql`rollback to batch_item`.execute(trx);
          item.reject(error);
        }
        await sql`release batch_item`.execute(trx);
      }
      await trx.commit().execute();
      for (const { item, value } of done) item.resolve(value);
    } catch (error) {
      // The batch itself failed (the database, the commit): nothing of it stands, every unit hears why.
      if (trx && !trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => {});
      for (const item of batch) item.reject(error); // (a unit already refused keeps its own error)
    }
  }

  return <T>(work: WriteWork<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      flushSoon();
    });
}
