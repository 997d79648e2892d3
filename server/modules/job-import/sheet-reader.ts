import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { badRequest } from '../../lib/errors.js';

// Limits that keep a hostile file from costing more than a moment (issue: security, files).
export const MAX_ROWS = 10_000;
const MAX_ZIP_ENTRIES = 200;
const MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const MAX_RATIO = 150;

export type SheetFormat = 'xlsx' | 'xls';

const tooManyRows = () => badRequest(`A sheet can hold at most ${MAX_ROWS.toLocaleString('en-IN')} internships`);
export type Cell = string | number | boolean | Date | null;

/** By content, not by name: xlsx is a zip, xls an OLE compound file. */
export function detectFormat(data: Buffer): SheetFormat {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  throw badRequest('Please upload an Excel file (.xlsx or .xls)');
}

/** Read the zip's directory only and refuse a decompression bomb before anything is unpacked. */
async function checkZip(data: Buffer): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch {
    throw badRequest('The file is not a readable Excel workbook');
  }
  const entries = Object.values(zip.files);
  if (entries.length > MAX_ZIP_ENTRIES)
    throw badRequest('The workbook has too many parts to be a spreadsheet of internships');
  let total = 0;
  for (const entry of entries) {
    // biome-ignore lint/suspicious/noExplicitAny: JSZip keeps the declared sizes on a private field
    const meta = (entry as any)._data as { uncompressedSize?: number; compressedSize?: number } | undefined;
    const unpacked = meta?.uncompressedSize ?? 0;
    const packed = Math.max(1, meta?.compressedSize ?? 1);
    total += unpacked;
    if (unpacked > 1024 * 1024 && unpacked / packed > MAX_RATIO)
      throw badRequest('The workbook unpacks to far more than it holds; it was refused');
  }
  if (total > MAX_UNPACKED_BYTES) throw badRequest('The workbook is too large when unpacked');
  return zip;
}

const MAX_COLUMNS = 50;

/** "A1:XFD1048576" -> rows and columns it declares. */
function declaredSize(ref: string): { rows: number; columns: number } {
  const [, end = ref] = ref.split(':');
  const match = end.match(/^([A-Z]+)(\d+)$/i);
  if (!match) return { rows: 0, columns: 0 };
  const columns = [...match[1].toUpperCase()].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);
  return { rows: Number(match[2]), columns };
}

function checkDeclaredRange(ref: string | undefined): void {
  if (!ref) return;
  const { rows, columns } = declaredSize(ref);
  if (rows > MAX_ROWS + 1) throw tooManyRows();
  if (columns > MAX_COLUMNS) throw badRequest(`A sheet of internships has at most ${MAX_COLUMNS} columns`);
}

/** The first worksheet's declared range (<dimension ref="…">), checked before any row is read. */
async function checkXlsxDimension(zip: JSZip): Promise<void> {
  const sheet = Object.keys(zip.files)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
  if (!sheet) throw badRequest('The workbook has no sheet');
  const head = (await zip.file(sheet)?.async('string'))?.slice(0, 4096) ?? '';
  checkDeclaredRange(head.match(/<dimension[^>]*\sref="([^"]+)"/)?.[1]);
}

/** The first sheet as rows of cells (row 1 is the header), read as a stream for .xlsx. */
export async function readFirstSheet(data: Buffer): Promise<Cell[][]> {
  const format = detectFormat(data);
  if (format === 'xls') return readWithSheetJs(data);
  await checkXlsxDimension(await checkZip(data));
  const rows: Cell[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(toCell);
        if (values.every((v) => v === null || v === '')) continue;
        if (rows.length > MAX_ROWS) throw tooManyRows();
        rows.push(values);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    // ExcelJS's stream reader now and then fails on a sound workbook (seen with files written by ExcelJS
    // and by SheetJS, at random); the zip was checked above, so SheetJS may read it whole (≤ 5 MB).
    return readWithSheetJs(data);
  }
  return rows;
}

function readWithSheetJs(data: Buffer): Cell[][] {
  let workbook: XLSX.WorkBook;
  try {
    // sheetRows bounds the work whatever range the file declares.
    workbook = XLSX.read(data, { type: 'buffer', sheetRows: MAX_ROWS + 2, dense: true, cellDates: true });
  } catch {
    throw badRequest('The file is not a readable Excel workbook');
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return [];
  checkDeclaredRange(sheet['!fullref'] ?? sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, blankrows: false, defval: null, raw: true });
  if (rows.length > MAX_ROWS + 1) throw tooManyRows();
  return rows;
}

function toCell(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((p) => p.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return toCell(v.result);
  }
  return String(value);
}
