import type { readInWorker } from '../db/reads-in-worker.js';
import { AppError, type ErrorCode, type ErrorFlags } from '../lib/errors.js';
import type { readUserBatch } from '../modules/admin-users/users-export-batch.js';
import type { renderUserRows } from '../modules/admin-users/users-export-rows.js';
import type { renderAuditRows } from '../modules/audit/audit-rows.js';
import type { checkUploads } from '../modules/files/uploads.js';
import type { readImportSheet } from '../modules/job-import/import-rows.js';
import type { renderInWorker } from '../modules/pages/render-in-worker.js';
import type { matchAlerts } from '../modules/saved-searches/alert-matches.js';

// The work that takes the CPU for more than a moment, run in worker threads (worker-pool.ts) so the
// event loop only moves bytes and runs short queries: a sheet of thousands of rows read and checked,
// a resume checked and a picture re-encoded, a users export's rows read (SQLite) and turned into XML, the
// back office's counts of a million applications read (SQLite), the audit log's rows turned into XML,
// the saved searches' alerts matched and written, a page rendered (in a pool of its own: page-renderers.ts).
// Each task's code is loaded on its first run: a thread waiting for work holds none of it (the spreadsheet and
// image libraries are tens of MB), and one kept warm costs little memory (docs/decisions/0047).
const tasks = {
  readImportSheet: async (input: Parameters<typeof readImportSheet>[0]) =>
    (await import('../modules/job-import/import-rows.js')).readImportSheet(input),
  checkUploads: async (input: Parameters<typeof checkUploads>[0]) =>
    (await import('../modules/files/uploads.js')).checkUploads(input),
  renderUserRows: async (input: Parameters<typeof renderUserRows>[0]) =>
    (await import('../modules/admin-users/users-export-rows.js')).renderUserRows(input),
  readUserBatch: async (input: Parameters<typeof readUserBatch>[0]) =>
    (await import('../modules/admin-users/users-export-batch.js')).readUserBatch(input),
  readInWorker: async (input: Parameters<typeof readInWorker>[0]) =>
    (await import('../db/reads-in-worker.js')).readInWorker(input),
  renderAuditRows: async (input: Parameters<typeof renderAuditRows>[0]) =>
    (await import('../modules/audit/audit-rows.js')).renderAuditRows(input),
  matchAlerts: async (input: Parameters<typeof matchAlerts>[0]) =>
    (await import('../modules/saved-searches/alert-matches.js')).matchAlerts(input),
  renderPage: async (input: Parameters<typeof renderInWorker>[0]) =>
    (await import('../modules/pages/render-in-worker.js')).renderInWorker(input),
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;

/** What crosses back to the main thread: the value, or the product error a person reads (a 4xx). */
export type TaskResult<T> =
  | { value: T }
  | { failed: { code: ErrorCode; message: string; flags: ErrorFlags; headers: Record<string, string> } };

export default async function runTask<N extends TaskName>({
  task,
  input,
}: {
  task: N;
  input: TaskInput<N>;
}): Promise<TaskResult<TaskOutput<N>>> {
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the name picks the function its input was typed for
    return { value: (await (tasks[task] as (input: any) => unknown)(input)) as TaskOutput<N> };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { code, message, flags, headers } = error;
    return { failed: { code, message, flags, headers } };
  }
}
