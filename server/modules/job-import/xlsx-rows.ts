import * as XLSX from '@e965/xlsx';

// The rows of the first sheet of an .xlsx, read straight from its XML parts with a few regular
// expressions: about ten times faster than a general reader (docs/decisions/0022). It understands the
// parts a spreadsheet program writes for a table of text and numbers (shared and inline strings,
// numbers, booleans, formula results, dates by their number format). Anything else it meets makes it
// give up with NotPlainTable, and the caller reads the file with SheetJS instead, so a rare feature
// costs speed, never correctness.

export type Cell = string | number | boolean | Date | null;

export class NotPlainTable extends Error {
  constructor(what: string) {
    super(`not a plain table: ${what}`);
    this.name = 'NotPlainTable';
  }
}

/** The parts the reader needs, as text (undefined when the workbook has no such part). */
export interface WorkbookParts {
  workbook: string;
  sheet: string;
  sharedStrings?: string;
  styles?: string;
}

const P = '(?:[A-Za-z_][\\w.-]*:)?'; // an optional namespace prefix (x:row)
const element = (name: string) => new RegExp(`<${P}${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}${name}>)`, 'g');
const ROW = element('row');
const CELL = element('c');
const SHARED_STRING = element('si');
const TEXT = element('t');
const PHONETIC = element('rPh');
const VALUE = new RegExp(`<${P}v\\b[^>]*>([\\s\\S]*?)</${P}v>`);
const INLINE = new RegExp(`<${P}is\\b[^>]*>([\\s\\S]*?)</${P}is>`);
const ATTRIBUTE = /([\w:]+)\s*=\s*(["'])(.*?)\2/g;

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, , value] of text.matchAll(ATTRIBUTE)) found[name] = value;
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to a string: entities, character references and Excel's _xHHHH_ escapes. */
export function unescapeText(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] !== '#') {
        if (!Object.hasOwn(ENTITIES, name)) throw new NotPlainTable(`entity ${whole}`);
        return ENTITIES[name];
      }
      const code = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of a rich or plain string item (<si> or <is>), without its phonetic runs. */
function richText(xml: string): string {
  let text = '';
  for (const [, , inner] of xml.replace(PHONETIC, '').matchAll(TEXT)) text += unescapeText(inner ?? '');
  return text;
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(SHARED_STRING)].map(([, , inner]) => richText(inner ?? ''));
}

/** For each cell format (the s attribute), whether its number format shows a date. */
function dateFormats(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  for (const [, attrs] of xml.matchAll(element('numFmt'))) {
    const { numFmtId, formatCode } = attributes(attrs);
    custom.set(Number(numFmtId), unescapeText(formatCode ?? ''));
  }
  const builtIn = XLSX.SSF.get_table() as Record<number, string>;
  const cellXfs = xml.match(new RegExp(`<${P}cellXfs\\b[^>]*>([\\s\\S]*?)</${P}cellXfs>`))?.[1] ?? '';
  return [...cellXfs.matchAll(element('xf'))].map(([, attrs]) => {
    const id = Number(attributes(attrs).numFmtId ?? 0);
    const format = custom.get(id) ?? builtIn[id];
    return typeof format === 'string' && XLSX.SSF.is_date(format);
  });
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** "AB12" -> 27 (zero-based column); NaN when the reference is not a cell reference. */
function columnIndex(reference: string): number {
  let column = 0;
  let at = 0;
  for (; at < reference.length && at < 3; at++) {
    const code = reference.charCodeAt(at) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return at === 0 || !/^\d+$/.test(reference.slice(at)) ? Number.NaN : column - 1;
}

/** The r, t and s attributes of a cell (the hot loop: no objects made per cell; double quotes only). */
const CELL_ATTRIBUTE = /\b([rts])="([^"]*)"/g;
const cellAttributes = { r: undefined as string | undefined, t: 'n', s: 0 };
function readCellAttributes(text: string): typeof cellAttributes {
  cellAttributes.r = undefined;
  cellAttributes.t = 'n';
  cellAttributes.s = 0;
  if (text.includes("'")) throw new NotPlainTable('single-quoted attributes');
  CELL_ATTRIBUTE.lastIndex = 0;
  for (let match = CELL_ATTRIBUTE.exec(text); match; match = CELL_ATTRIBUTE.exec(text)) {
    if (match[1] === 'r') cellAttributes.r = match[2];
    else if (match[1] === 't') cellAttributes.t = match[2];
    else cellAttributes.s = Number(match[2]);
  }
  return cellAttributes;
}

function cellValue(
  type: string,
  style: number,
  inner: string,
  strings: string[],
  isDate: boolean[],
): string | number | boolean | Date | null {
  if (type === 'inlineStr') return richText(INLINE.exec(inner)?.[1] ?? '');
  const raw = VALUE.exec(inner)?.[1];
  if (raw === undefined) return null;
  switch (type) {
    case 's': {
      const text = strings[Number(raw)];
      if (text === undefined) throw new NotPlainTable(`shared string ${raw}`);
      return text;
    }
    case 'str':
      return unescapeText(raw);
    case 'b':
      return raw.trim() === '1';
    case 'n': {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) throw new NotPlainTable(`number ${raw}`);
      return isDate[style] ? new Date(EXCEL_EPOCH_MS + Math.round(number * DAY_MS)) : number;
    }
    default:
      throw new NotPlainTable(`cell type ${type}`);
  }
}

export interface RowLimits {
  maxRows: number;
  maxColumns: number;
  tooManyRows: () => Error;
  tooManyColumns: () => Error;
}

/**
 * The first sheet's non-empty rows (the header first) as cells, one at a time as they are read;
 * NotPlainTable may come at any row.
 */
export function* sheetRows(parts: WorkbookParts, limits: RowLimits): Generator<Cell[]> {
  if (/\bdate1904\s*=\s*["'](1|true)["']/.test(parts.workbook)) throw new NotPlainTable('1904 dates');
  const strings = sharedStrings(parts.sharedStrings);
  const isDate = dateFormats(parts.styles);
  let count = 0;
  ROW.lastIndex = 0;
  for (let row = ROW.exec(parts.sheet); row; row = ROW.exec(parts.sheet)) {
    const rowXml = row[2];
    if (!rowXml) continue;
    const cells: Cell[] = [];
    let next = 0;
    CELL.lastIndex = 0;
    for (let cell = CELL.exec(rowXml); cell; cell = CELL.exec(rowXml)) {
      const { r, t, s } = readCellAttributes(cell[1]);
      const column = r === undefined ? next : columnIndex(r);
      if (Number.isNaN(column) || column < next) throw new NotPlainTable(`cell reference ${r}`);
      if (column >= limits.maxColumns) throw limits.tooManyColumns();
      next = column + 1;
      const value = cellValue(t, s, cell[2] ?? '', strings, isDate);
      if (value === null || value === '') continue;
      while (cells.length < column) cells.push(null);
      cells[column] = value;
    }
    if (cells.length === 0) continue;
    if (count > limits.maxRows) throw limits.tooManyRows();
    count += 1;
    yield cells;
  }
}
