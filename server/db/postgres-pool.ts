import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { A_FEW, overloaded } from '../lib/overload.js';

/** A query that waits longer than this for a connection, behind more than a few others, is refused. */
export const MAX_POOL_WAIT_MS = 50;

/**
 * PostgreSQL's pool with its queue judged as the event loop's is (docs/decisions/0022). On PostgreSQL
 * the queries run in the database, not on the loop: a flood of cold searches leaves the loop idle and
 * piles up in the pool's queue of waiting queries instead, where the loop's admission cannot see it.
 * When the query waiting longest has waited more than MAX_POOL_WAIT_MS and more than a few wait, a new
 * query is refused at once with the product's 503; queries run on the connections, and reads the
 * cache answers, are not affected.
 */
export function boundedPool(pool: pg.Pool, maxWaitMs = MAX_POOL_WAIT_MS): PostgresPool {
  const waitingSince: number[] = [];
  return {
    async connect(): Promise<PostgresPoolClient> {
      const now = performance.now();
      if (waitingSince.length > A_FEW && now - waitingSince[0] > maxWaitMs) throw overloaded();
      waitingSince.push(now);
      try {
        return (await pool.connect()) as unknown as PostgresPoolClient;
      } finally {
        // The pool hands out connections in the order they were asked for.
        waitingSince.splice(waitingSince.indexOf(now), 1);
      }
    },
    end: () => pool.end(),
  };
}
