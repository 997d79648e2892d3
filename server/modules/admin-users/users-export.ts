import type { Readable } from 'node:stream';
import type { AppDeps } from '#server/app-deps.js';
import { indiaDate, startOfIndiaDate } from '#server/lib/india-time.js';
import { streamXlsx } from '#server/lib/xlsx-stream.js';
import { listUsersAfter } from './admin-users.repo.js';
import { EXPORT_COLUMNS } from './users-export-rows.js';

const BATCH = 1000;

/** India-time calendar dates (inclusive) to a UTC half-open range. */
export function dateRange(startDate?: string, endDate?: string): { from?: string; to?: string } {
  return {
    from: startDate ? startOfIndiaDate(startDate).toISOString() : undefined,
    to: endDate ? startOfIndiaDate(endDate, 1).toISOString() : undefined,
  };
}

/** `users_data[_from_START][_to_END]_YYYY-MM-DD.xlsx` (docs/spec/admin-side.md §7). */
export function exportFilename(startDate?: string, endDate?: string, now = new Date()): string {
  const today = indiaDate(now);
  return `users_data${startDate ? `_from_${startDate}` : ''}${endDate ? `_to_${endDate}` : ''}_${today}.xlsx`;
}

/**
 * Every student (optionally registered between two dates) as sheet rows: read in keyset batches as the
 * file is pulled, each batch turned into XML in a worker while the next is read (the two took turns, and
 * an export took their sum: 100,000 students in 10–13 s on 2026-11-29).
 */
async function* userRowsXml(
  { db, workers }: Pick<AppDeps, 'db' | 'workers'>,
  range: { from?: string; to?: string },
): AsyncGenerator<string> {
  const batchAfter = (cursor: { createdAt: string; id: string } | null) =>
    listUsersAfter(db, cursor, { ...range, limit: BATCH });
  let rows = await batchAfter(null);
  let firstRowNumber = 2;
  while (rows.length > 0) {
    const rendering = workers.run('renderUserRows', { rows, firstRowNumber });
    firstRowNumber += rows.length;
    const last = rows[rows.length - 1];
    const next = rows.length < BATCH ? Promise.resolve([]) : batchAfter({ createdAt: last.created_at, id: last.id });
    // A download given up while its XML was made leaves the read unawaited: its failure is nobody's.
    next.catch(() => {});
    yield await rendering;
    rows = await next;
  }
}

/** The users export as a stream: 100,000 students in flat memory (docs/decisions/0017). */
export function streamUsersWorkbook(
  deps: Pick<AppDeps, 'db' | 'workers'>,
  range: { from?: string; to?: string },
): Readable {
  return streamXlsx({
    sheetName: 'Users',
    columns: EXPORT_COLUMNS.map(([header]) => ({ header, width: Math.max(12, header.length + 4) })),
    rows: userRowsXml(deps, range),
  });
}
