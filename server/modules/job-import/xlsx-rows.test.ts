import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type Cell, NotPlainTable, type RowLimits, sheetRows } from './xlsx-rows.js';

const LIMITS: RowLimits = {
  maxRows: 10_000,
  maxColumns: 50,
  tooManyRows: () => new Error('too many rows'),
  tooManyColumns: () => new Error('too many columns'),
};

/** The parts the reader reads, taken from a workbook with an independent zip library. */
async function fastRows(file: Buffer): Promise<Cell[][]> {
  const zip = await JSZip.loadAsync(file);
  const text = (name: string) => zip.file(name)?.async('string');
  return [
    ...sheetRows(
      {
        workbook: (await text('xl/workbook.xml')) ?? '',
        sheet: (await text('xl/worksheets/sheet1.xml')) ?? '',
        sharedStrings: await text('xl/sharedStrings.xml'),
        styles: await text('xl/styles.xml'),
      },
      LIMITS,
    ),
  ];
}

/** Rows in the reader's shape: no trailing empty cells, empty text as no value, no empty rows. */
function normalised(rows: Cell[][]): Cell[][] {
  return rows
    .map((row) => {
      const cells = row.map((cell) => (cell === '' ? null : cell));
      while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
      return cells;
    })
    .filter((row) => row.length > 0);
}

/** What SheetJS reads, in the reader's shape. */
function sheetJsRows(file: Buffer): Cell[][] {
  const workbook = XLSX.read(file, { type: 'buffer', dense: true, cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  return normalised(XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, blankrows: false, defval: null, raw: true }));
}

// Text as people type it into a sheet: any letters, Indian scripts, markup characters, line breaks.
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom(
    'Bengaluru',
    'ಬೆಂಗಳೂರು',
    'हिन्दी',
    '<b>&amp;</b>',
    'a "quoted" \'word\'',
    'two\nlines',
    '  spaced  ',
    '😀 ok',
  ),
);
const cell = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 10_000_000 }) },
  // -0 is written as 0 by both writers: a spreadsheet has no negative zero.
  { weight: 1, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((x) => x + 0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 12 });

async function writtenByExcelJs(rows: (string | number | boolean | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Internships');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writtenBySheetJs(rows: unknown[][], sharedStrings: boolean): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Internships');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: sharedStrings }) as Buffer;
}

const read = (...args: Parameters<typeof sheetRows>) => [...sheetRows(...args)];

describe('the fast .xlsx row reader', () => {
  it('reads back exactly what was written, by ExcelJS and by SheetJS (shared and inline strings)', async () => {
    await fc.assert(
      fc.asyncProperty(table, async (rows) => {
        for (const file of [
          await writtenByExcelJs(rows),
          writtenBySheetJs(rows, true),
          writtenBySheetJs(rows, false),
        ]) {
          expect(await fastRows(file)).toEqual(normalised(rows));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reads rich text, formula results, dates by their number format, and sparse rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Internships');
    sheet.addRow(['Title', 'Salary', 'Starts']);
    sheet.addRow([
      { richText: [{ text: 'Web ', font: { bold: true } }, { text: 'Developer' }] },
      { formula: '1000*12', result: 12000 },
      new Date(Date.UTC(2026, 0, 15)),
    ]);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    sheet.getCell('E4').value = 'far away';
    sheet.getCell('B5').value = { formula: 'A1&"!"', result: 'Title!' };
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = await fastRows(file);
    expect(rows).toEqual(sheetJsRows(file));
    expect(rows).toEqual([
      ['Title', 'Salary', 'Starts'],
      ['Web Developer', 12000, new Date(Date.UTC(2026, 0, 15))],
      [null, null, null, null, 'far away'],
      [null, 'Title!'],
    ]);
  });

  it('gives up, for SheetJS to read the file, on what it does not know', () => {
    const parts = (sheet: string, workbook = '<workbook/>') => ({ workbook, sheet });
    const row = (cells: string) => `<sheetData><row r="1">${cells}</row></sheetData>`;
    expect(() => read(parts(row('<c r="A1" t="e"><v>#N/A</v></c>')), LIMITS)).toThrow(NotPlainTable);
    expect(() => read(parts(row('<c r="A1" t="s"><v>7</v></c>')), LIMITS)).toThrow(NotPlainTable);
    expect(() => read(parts(row('<c r="B1"><v>1</v></c><c r="A1"><v>2</v></c>')), LIMITS)).toThrow(NotPlainTable);
    expect(() => read(parts(row('<c r="A1" t="str"><v>&nbsp;</v></c>')), LIMITS)).toThrow(NotPlainTable);
    // A name every object has is no entity either (it read as the text of a function before).
    expect(() => read(parts(row('<c r="A1" t="str"><v>&constructor;</v></c>')), LIMITS)).toThrow(NotPlainTable);
    expect(() =>
      read(parts(row('<c r="A1"><v>1</v></c>'), '<workbook><workbookPr date1904="1"/></workbook>'), LIMITS),
    ).toThrow(NotPlainTable);
  });

  it('reads prefixed elements, cells without references, entities and escaped characters', () => {
    const sheet =
      '<x:worksheet><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>A &amp; B &#x20B9;</x:t></x:is></x:c>' +
      '<x:c><x:v>5</x:v></x:c><x:c t="str"><x:v>line_x000D_break</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(read({ workbook: '<workbook/>', sheet }, LIMITS)).toEqual([['A & B ₹', 5, 'line\rbreak']]);
  });

  it('refuses more rows or columns than allowed while reading', () => {
    const rows = Array.from({ length: 4 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`);
    const sheet = `<sheetData>${rows.join('')}</sheetData>`;
    expect(() => read({ workbook: '', sheet }, { ...LIMITS, maxRows: 2 })).toThrow('too many rows');
    expect(() =>
      read({ workbook: '', sheet: '<sheetData><row><c r="AZ1"><v>1</v></c></row></sheetData>' }, LIMITS),
    ).toThrow('too many columns');
  });
});
