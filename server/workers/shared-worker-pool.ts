import { createWorkerPool, type WorkerPool } from './worker-pool.js';

let shared: WorkerPool | null = null;

/**
 * One pool per process, made on first use: every app built in the process (one in production, many
 * in a test run) shares its threads. Idle threads end by themselves and never keep the process alive.
 */
export function sharedWorkerPool(): WorkerPool {
  shared ??= createWorkerPool();
  return shared;
}
