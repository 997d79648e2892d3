import { buffer } from 'node:stream/consumers';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeXml, rowsXml, streamXlsx, type XlsxCell } from './xlsx-stream.js';

/** The rows as XML, one row per chunk, as a caller's batches would come. */
async function* rowsOf(rows: XlsxCell[][]) {
  for (const [i, row] of rows.entries()) yield rowsXml([row], 2 + i);
}

const columns = [
  { header: 'Name', width: 20 },
  { header: 'Count', width: 10 },
  { header: 'Note', width: 30 },
];

describe('streamXlsx', () => {
  it('writes a workbook that two independent readers open with the same cells', async () => {
    const rows: XlsxCell[][] = [
      ['Asha <Rao> & "Co"', 3, 'नमस्ते 😀'],
      ['Bell\u0007 char', 0, null],
      ["'=SUM(A1)", -2.5, ''],
    ];
    const file = await buffer(streamXlsx({ sheetName: 'Users & more', columns, rows: rowsOf(rows) }));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users & more');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'Note']);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Asha <Rao> & "Co"', 3, 'नमस्ते 😀']);
    expect(sheet?.getRow(3).values).toEqual([undefined, 'Bell char', 0]);
    expect(sheet?.getRow(4).values).toEqual([undefined, "'=SUM(A1)", -2.5]);

    const read = XLSX.read(file);
    expect(XLSX.utils.sheet_to_json(read.Sheets['Users & more'], { header: 1 })).toEqual([
      ['Name', 'Count', 'Note'],
      ['Asha <Rao> & "Co"', 3, 'नमस्ते 😀'],
      ['Bell char', 0],
      ["'=SUM(A1)", -2.5],
    ]);
  });

  it('ends the stream with the error when reading rows fails', async () => {
    async function* failing() {
      yield rowsXml([['first', 1, null]], 2);
      throw new Error('database away');
    }
    await expect(buffer(streamXlsx({ sheetName: 'S', columns, rows: failing() }))).rejects.toThrow();
  });

  it('pulls rows only as the file is read', async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 1_000_000; i++) {
        produced += 1;
        yield rowsXml([[`row ${i} with some text to make it longer than a few bytes`, i, null]], 2 + i);
      }
    }
    const stream = streamXlsx({ sheetName: 'S', columns, rows: many() });
    // Nobody reads the file: the writer stops once the buffers are full instead of producing every row.
    // How many rows fill them depends on compression, so wait until production stalls, then compare.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let before = -1;
    for (let i = 0; i < 30 && produced !== before; i++) {
      before = produced;
      await sleep(100);
    }
    expect(produced).toBe(before);
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(500_000);
    // Reading moves it on.
    const stalledAt = produced;
    stream.resume();
    await sleep(100);
    expect(produced).toBeGreaterThan(stalledAt);
    stream.destroy();
  });

  it('escapes markup and drops characters XML cannot hold, keeping pairs of surrogates', () => {
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    expect(escapeXml('a\u0000b\u001Fc\tline\nend')).toBe('abc\tline\nend');
    expect(escapeXml('ok 😀 lone \uD800 end')).toBe('ok 😀 lone  end');
  });
});
