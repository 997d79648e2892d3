import type { MessagePort } from 'node:worker_threads';
import { AppError, type RowProblem, refuse } from '#server/lib/errors.js';
import { toJson } from '#server/lib/json-column.js';
import { IMPORT_COLUMNS } from '#shared/constants.js';
import { HELD_ROWS_LISTED, type RiskContext, riskFlagsOf } from '#shared/risk-flags.js';
import { type THeldRow, ZJobInput } from '#shared/schemas/admin-jobs.js';
import { type JobColumns, toJobColumns } from '../admin-jobs/admin-jobs.mapper.js';
import { RESTART } from './import-restart.js';
import { type Cell, readFirstSheet } from './sheet-reader.js';

export { IMPORT_COLUMNS };

const REQUIRED = ['title', 'company', 'location', 'domain', 'position', 'salary', 'description', 'duration'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const text = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

function headerIndex(header: Cell[]): Map<Column, number> {
  const index = new Map<Column, number>();
  header.forEach((cell, i) => {
    const name = text(cell).toLowerCase() as Column;
    if ((IMPORT_COLUMNS as readonly string[]).includes(name) && !index.has(name)) index.set(name, i);
  });
  const missing = REQUIRED.filter((column) => !index.has(column));
  if (missing.length > 0)
    throw refuse(
      'SPREADSHEET_MISSING_COLUMNS',
      `The sheet is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`,
    );
  return index;
}

/**
 * The check of one data row against the header: its internship, or its problems. An internship with
 * risk flags goes in inactive and held for review, its flags kept (docs/decisions/0038).
 */
export type RowCheck = (
  row: Cell[],
  rowNumber: number,
) => { job: JobColumns; held: THeldRow | null } | { problems: RowProblem[] };

/** Checks rows one at a time against the header row (whose missing columns are refused at once). */
export function rowChecker(header: Cell[], risk: RiskContext = {}): RowCheck {
  const index = headerIndex(header);
  return (row, rowNumber) => {
    const get = (column: Column) => (index.has(column) ? text(row[index.get(column) as number]) : '');
    const salaryText = get('salary').replace(/[₹,\s]/g, '');
    const parsed = ZJobInput.safeParse({
      title: get('title'),
      company: get('company'),
      location: get('location'),
      domain: get('domain'),
      position: get('position'),
      salary: salaryText === '' ? undefined : Number.isNaN(Number(salaryText)) ? salaryText : Number(salaryText),
      description: get('description'),
      requirements: get('requirements')
        .split(/\r?\n/)
        .map((r) => r.trim())
        .filter(Boolean),
      duration: get('duration'),
      type: get('type') || undefined,
      email: get('email'),
    });
    if (parsed.success) {
      const job = toJobColumns({ ...parsed.data, expiryDate: parsed.data.expiryDate ?? null });
      const riskFlags = riskFlagsOf(parsed.data, risk);
      const isHeld = riskFlags.length > 0;
      return {
        job: { ...job, is_active: isHeld ? 0 : job.is_active, held: Number(isHeld), risk_flags: toJson(riskFlags) },
        held: isHeld ? { row: rowNumber, title: parsed.data.title, riskFlags } : null,
      };
    }
    return {
      problems: parsed.error.issues.map((issue) => ({
        row: rowNumber,
        column: String(issue.path[0] ?? ''),
        reason: issue.message,
      })),
    };
  };
}

/** Rows checked this many at a time are sent on while the rest are read (job-import.service.ts inserts them). */
export const IMPORT_CHUNK_ROWS = 500;

function problemsError(problems: RowProblem[]): AppError {
  const badRows = new Set(problems.map((p) => p.row)).size;
  return new AppError(
    'SPREADSHEET_INVALID_ROWS',
    `${badRows} row${badRows === 1 ? ' has' : 's have'} problems; nothing was imported`,
    {
      errors: problems,
    },
  );
}

/** What the worker answers: how many rows there were, and those held for review (the first HELD_ROWS_LISTED listed). */
export type SheetRead = { rows: number; heldCount: number; heldRows: THeldRow[] };

/**
 * The internships of a spreadsheet, read and checked in a worker (server/workers/tasks.ts): valid
 * rows are posted on `port` as table columns, in chunks as they are checked, then null (RESTART
 * when the sheet is read again from the top: sheet-reader.ts). Resolves with how many there were and
 * which are held for review (`stipendMedians`: read from the database before, for the risk flags);
 * any problem stops the chunks and rejects with every bad row named (nothing is imported then).
 */
export async function readImportSheet({
  data,
  port,
  stipendMedians,
}: {
  data: Uint8Array;
  port: MessagePort;
  stipendMedians?: RiskContext['stipendMedians'];
}): Promise<SheetRead> {
  let header: RowCheck | null = null;
  let rowNumber = 1;
  let problems: RowProblem[] = [];
  let chunk: JobColumns[] = [];
  let heldCount = 0;
  let heldRows: THeldRow[] = [];
  const restart = () => {
    port.postMessage(RESTART);
    [header, rowNumber, problems, chunk, heldCount, heldRows] = [null, 1, [], [], 0, []];
  };
  try {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    for await (const row of readFirstSheet(bytes, restart)) {
      if (header === null) {
        header = rowChecker(row, { stipendMedians });
        continue;
      }
      rowNumber += 1;
      const result = header(row, rowNumber);
      if ('problems' in result) problems.push(...result.problems);
      else if (problems.length === 0) {
        chunk.push(result.job);
        if (result.held && heldCount++ < HELD_ROWS_LISTED) heldRows.push(result.held);
      }
      if (chunk.length === IMPORT_CHUNK_ROWS && problems.length === 0) {
        port.postMessage(chunk);
        chunk = [];
      }
    }
    if (rowNumber === 1) throw refuse('SPREADSHEET_EMPTY', 'The sheet has no internships under its header row');
    if (problems.length > 0) throw problemsError(problems);
    if (chunk.length > 0) port.postMessage(chunk);
    return { rows: rowNumber - 1, heldCount, heldRows };
  } finally {
    port.postMessage(null);
    port.close();
  }
}
