import { sharedWorkerPool } from '#server/workers/shared-worker-pool.js';
import type { WorkerPool } from '#server/workers/worker-pool.js';

/** The process's worker threads, with the name of every task run on them kept in `tasks`, in order. */
export function recordingWorkers(): { workers: WorkerPool; tasks: string[] } {
  const tasks: string[] = [];
  const shared = sharedWorkerPool();
  const workers: WorkerPool = {
    run: (task, input, transfer) => {
      tasks.push(task);
      return shared.run(task, input, transfer);
    },
    destroy: async () => {},
  };
  return { workers, tasks };
}
