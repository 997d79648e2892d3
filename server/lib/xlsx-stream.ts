import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type archiverModule from 'archiver';

/** The zip library is loaded on the first export, not at start: most processes never make one (docs/decisions/0047). */
let archiver: typeof archiverModule | undefined;
const zipLibrary = () => {
  archiver ??= createRequire(import.meta.url)('archiver') as typeof archiverModule;
  return archiver;
};

// A single-sheet .xlsx written as a true stream: rows are pulled from an async iterable only as fast
// as the zip and the client take them, so memory stays flat however many rows there are. (The
// streaming writer of exceljs keeps every written chunk in memory; docs/decisions/0017.) The rows'
// XML is built by `rowsXml`, which a caller runs in a worker for large files (server/workers).

export type XlsxCell = string | number | null | undefined;

export interface XlsxColumn {
  header: string;
  width: number;
}

const NS = 'http://schemas.openxmlformats.org';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML}<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
// Two cell formats: 0 plain, 1 bold (the header row).
const STYLES = `${XML}<styleSheet xmlns="${NS}/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text for XML: markup characters escaped, characters XML 1.0 cannot hold dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML 1.0 cannot hold
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 -> A, 25 -> Z, 26 -> AA */
function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly XlsxCell[], rowNumber: number, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  const xml = cells.map((value, index) => {
    const ref = `${columnLetters(index)}${rowNumber}`;
    if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
    if (typeof value !== 'string' || value === '') return s ? `<c r="${ref}"${s}/>` : '';
    return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${xml.join('')}</row>`;
}

/** The <row> elements for `rows`, numbered from `firstRowNumber` (the header is row 1). */
export function rowsXml(rows: readonly (readonly XlsxCell[])[], firstRowNumber: number): string {
  return rows.map((cells, i) => rowXml(cells, firstRowNumber + i)).join('');
}

async function* sheetXml(columns: XlsxColumn[], rows: AsyncIterable<string>): AsyncGenerator<string> {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  let chunk = `${XML}<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${rowXml(
    columns.map((c) => c.header),
    1,
    1,
  )}`;
  for await (const xml of rows) {
    chunk += xml;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

/**
 * The .xlsx as a readable stream of rows given as XML (`rowsXml`, numbered from 2); an error while
 * reading rows ends the stream with that error.
 */
export function streamXlsx({
  sheetName,
  columns,
  rows,
}: {
  sheetName: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<string>;
}): Readable {
  const zip = zipLibrary()('zip', { zlib: { level: 6 } });
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  zip.append(workbookXml(sheetName), { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  const sheet = Readable.from(sheetXml(columns, rows));
  sheet.on('error', (error) => zip.destroy(error));
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  void zip.finalize().catch((error: Error) => zip.destroy(error));
  return zip;
}
