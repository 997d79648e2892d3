import * as XLSX from '@e965/xlsx';
import { refuse } from '#server/lib/errors.js';
import { type Cell, NotPlainTable, type RowLimits, sheetRows } from './xlsx-rows.js';
import { openZipParts, UNREADABLE_WORKBOOK, type UnzipLimits } from './zip-parts.js';

export type { Cell } from './xlsx-rows.js';

// Limits that keep a hostile file from costing more than a moment (issues: security, files; robustness).
export const MAX_ROWS = 10_000;
const MAX_COLUMNS = 50;
const UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 200,
  maxPartBytes: 60 * 1024 * 1024,
  maxTotalBytes: 60 * 1024 * 1024,
  maxRatio: 150,
};

export type SheetFormat = 'xlsx' | 'xls';

const tooManyRows = () =>
  refuse('SPREADSHEET_TOO_MANY_ROWS', `A sheet can hold at most ${MAX_ROWS.toLocaleString('en-IN')} internships`);
const tooManyColumns = () =>
  refuse('SPREADSHEET_TOO_MANY_COLUMNS', `A sheet of internships has at most ${MAX_COLUMNS} columns`);
const ROW_LIMITS: RowLimits = { maxRows: MAX_ROWS, maxColumns: MAX_COLUMNS, tooManyRows, tooManyColumns };

/** By content, not by name: xlsx is a zip, xls an OLE compound file. */
export function detectFormat(data: Buffer): SheetFormat {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  throw refuse('SPREADSHEET_WRONG_TYPE', 'Please upload an Excel file (.xlsx or .xls)');
}

/** The path of the workbook's first sheet (in tab order), from workbook.xml and its relationships. */
function firstSheetPath(workbook: string, relationships: string | undefined): string {
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*?\br:id\s*=\s*["']([^"']+)["']/.exec(workbook)?.[1];
  if (!firstSheet || !relationships) throw new NotPlainTable('no first sheet');
  for (const [relationship] of relationships.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (!new RegExp(`\\bId\\s*=\\s*["']${firstSheet}["']`).test(relationship)) continue;
    const target = /\bTarget\s*=\s*["']([^"']+)["']/.exec(relationship)?.[1];
    if (!target) break;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  throw new NotPlainTable('first sheet not found');
}

/** The first sheet of an .xlsx as rows read as they are needed, counting what each part really unpacks to. */
async function readXlsx(data: Buffer): Promise<Iterable<Cell[]>> {
  const zip = await openZipParts(data, UNZIP_LIMITS);
  try {
    const workbook = await zip.read('xl/workbook.xml');
    if (workbook === undefined) throw refuse('SPREADSHEET_UNREADABLE', UNREADABLE_WORKBOOK);
    const sheet = await zip.read(firstSheetPath(workbook, await zip.read('xl/_rels/workbook.xml.rels')));
    if (sheet === undefined) throw refuse('SPREADSHEET_NO_SHEET', 'The workbook has no sheet');
    const sharedStrings = await zip.read('xl/sharedStrings.xml');
    const styles = await zip.read('xl/styles.xml');
    return sheetRows({ workbook, sheet, sharedStrings, styles }, ROW_LIMITS);
  } finally {
    zip.close();
  }
}

/**
 * The first sheet's rows (row 1 is the header; empty rows left out), as they are read. An .xlsx is
 * read by xlsx-rows.ts; every .xls, and an .xlsx that reader gives up on, by SheetJS. The reader may
 * give up part-way (NotPlainTable while iterating): `readFirstSheet` restarts with SheetJS then, and
 * tells `onRestart` first so that whoever took the earlier rows can forget them. Runs in a worker
 * (server/workers): reading a sheet of thousands of rows takes the CPU for a while.
 */
export async function* readFirstSheet(data: Buffer, onRestart: () => void = () => {}): AsyncGenerator<Cell[]> {
  if (detectFormat(data) === 'xls') {
    yield* readWithSheetJs(data);
    return;
  }
  let read = 0;
  try {
    for (const row of await readXlsx(data)) {
      read += 1;
      yield row;
    }
  } catch (error) {
    if (!(error instanceof NotPlainTable)) throw error;
    // Every part has been unpacked once within the limits above, so SheetJS reads a file known to be small.
    if (read > 0) onRestart();
    yield* readWithSheetJs(data);
  }
}

/** "A1:XFD1048576" -> rows and columns it declares. */
function declaredSize(ref: string): { rows: number; columns: number } {
  const [, end = ref] = ref.split(':');
  const match = end.match(/^([A-Z]+)(\d+)$/i);
  if (!match) return { rows: 0, columns: 0 };
  const columns = [...match[1].toUpperCase()].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);
  return { rows: Number(match[2]), columns };
}

function readWithSheetJs(data: Buffer): Cell[][] {
  let workbook: XLSX.WorkBook;
  try {
    // sheetRows bounds the work whatever range the file declares.
    workbook = XLSX.read(data, { type: 'buffer', sheetRows: MAX_ROWS + 2, dense: true, cellDates: true });
  } catch {
    throw refuse('SPREADSHEET_UNREADABLE', UNREADABLE_WORKBOOK);
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return [];
  const ref = sheet['!fullref'] ?? sheet['!ref'];
  if (ref) {
    const { rows, columns } = declaredSize(ref);
    if (rows > MAX_ROWS + 1) throw tooManyRows();
    if (columns > MAX_COLUMNS) throw tooManyColumns();
  }
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, blankrows: false, defval: null, raw: true });
  if (rows.length > MAX_ROWS + 1) throw tooManyRows();
  return rows;
}
