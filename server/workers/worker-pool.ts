import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../lib/errors.js';
import type { TaskInput, TaskName, TaskOutput, TaskResult } from './tasks.js';

export interface WorkerPool {
  /**
   * Run a task in a worker thread; its product errors (4xx) are thrown here as they were there.
   * `transfer` moves what it lists (a MessagePort, say) to the worker instead of copying it.
   */
  run<N extends TaskName>(task: N, input: TaskInput<N>, transfer?: TransferListItem[]): Promise<TaskOutput<N>>;
  destroy(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** Threads kept ready (default none: they start on first use, about half a second each). */
  minThreads?: number;
  /** Threads at most (default: the cores, at most 2: the event loop needs a core too). */
  maxThreads?: number;
  /** Heap one worker may use (MB); a task past it ends that worker only, and the request gets a 4xx. */
  maxHeapMb?: number;
  /** Tasks one thread takes at once (default 1): more for tasks that mostly wait, such as a page's render. */
  tasksPerThread?: number;
}

/**
 * The pages' renders (docs/decisions/0048): one thread, started by the first page asked for and ended after
 * a minute without one; a few renders at once, since each waits on its API answers for a while.
 */
export const PAGE_RENDER_POOL: WorkerPoolOptions = { maxThreads: 1, tasksPerThread: 4, maxHeapMb: 128 };

export const TOO_MUCH_MEMORY =
  'The file needs more memory to read than the server allows. Please split it into smaller files.';

const fromSource = import.meta.url.endsWith('.ts');

/**
 * A pool of worker threads (piscina) for the CPU-heavy tasks of tasks.ts. Threads beyond `minThreads`
 * start on first use and end after a minute idle; a task waits in the pool's queue only when every
 * thread is busy.
 */
export function createWorkerPool({
  minThreads = 0,
  maxThreads = Math.min(2, availableParallelism()),
  maxHeapMb = 512,
  tasksPerThread = 1,
}: WorkerPoolOptions = {}): WorkerPool {
  const pool = new Piscina({
    filename: new URL(fromSource ? './tasks-from-source.mjs' : './tasks.js', import.meta.url).href,
    minThreads,
    maxThreads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: tasksPerThread,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  return {
    async run(task, input, transfer) {
      let result: TaskResult<TaskOutput<typeof task>>;
      try {
        result = await pool.run({ task, input }, transfer ? { transferList: transfer } : {});
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new AppError('FILE_TOO_COMPLEX', TOO_MUCH_MEMORY);
        throw error;
      }
      if ('failed' in result) {
        const { code, message, flags, headers } = result.failed;
        throw new AppError(code, message, flags, headers);
      }
      return result.value;
    },
    destroy: () => pool.destroy(),
  };
}
