import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const HEADER = [
  'Title',
  'Company',
  'Location',
  'Domain',
  'Position',
  'Salary',
  'Description',
  'Requirements',
  'Duration',
  'Type',
  'Email',
];
const row = (i: number, overrides: Partial<Record<string, string | number>> = {}) => {
  const base: Record<string, string | number> = {
    Title: `Imported Intern ${i}`,
    Company: 'Sheet Co',
    Location: 'Kochi',
    Domain: 'Marketing',
    Position: 'Intern',
    Salary: 9000 + i,
    Description: 'From a spreadsheet.',
    Requirements: 'Excel\nCommunication',
    Duration: '3 months',
    Type: 'Remote',
    Email: 'jobs@sheet.example.com',
    ...overrides,
  };
  return HEADER.map((h) => base[h]);
};

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xls(rows: (string | number)[][], bookType: 'biff8' | 'xlsx' = 'biff8'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Jobs');
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

function multipart(filename: string, data: Buffer, field = 'excel') {
  const boundary = '----test-boundary-7d1';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDialects())('spreadsheet import on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await adminToken(t.app);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('internships').execute();
  });

  const upload = (filename: string, data: Buffer, field?: string) => {
    const { payload, headers } = multipart(filename, data, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/bulk-upload',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const countJobs = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('internships')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports a real .xlsx and a real .xls, keeps the files for download, and lists them', async () => {
    const first = await upload('jobs.xlsx', await xlsx([row(1), row(2), row(3)]));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Successfully imported 3 jobs',
      jobsCreated: 3,
      heldCount: 0,
      heldRows: [],
    });
    const legacy = xls([row(4), row(5)]);
    const second = await upload('legacy.xls', legacy);
    expect(second.json()).toEqual({
      message: 'Successfully imported 2 jobs',
      jobsCreated: 2,
      heldCount: 0,
      heldRows: [],
    });
    expect(await countJobs()).toBe(5);

    const job = await t.database.db
      .selectFrom('internships')
      .selectAll()
      .where('title', '=', 'Imported Intern 1')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      salary: 9001,
      type: 'Remote',
      requirements: '["Excel","Communication"]',
      email: 'jobs@sheet.example.com',
      is_active: 1,
    });

    const files = (await t.app.inject({ method: 'GET', url: '/api/admin/excel-files', headers: bearer(token) })).json();
    expect(files.map((f: { originalName: string; jobsCreated: number }) => [f.originalName, f.jobsCreated])).toEqual([
      ['legacy.xls', 2],
      ['jobs.xlsx', 3],
    ]);
    expect(files[0].uploadedBy).toEqual({ username: 'admin' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/excel-files/${files[0]._id}/download`,
      headers: bearer(token),
    });
    expect(download.headers['content-disposition']).toBe('attachment; filename="legacy.xls"');
    expect(download.rawPayload.equals(legacy)).toBe(true);

    // A sheet named in Kannada keeps its name (it was '_ _.xlsx') and downloads under it (RFC 6266), with an
    // ASCII name for old clients.
    const kannada = await upload('ಮೈಸೂರು ಇಂಟರ್ನ್‌ಶಿಪ್.xlsx', xls([row(6)], 'xlsx'));
    expect(kannada.statusCode, kannada.body).toBe(200);
    const [named] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/excel-files', headers: bearer(token) })
    ).json();
    expect(named.originalName).toBe('ಮೈಸೂರು ಇಂಟರ್ನ್‌ಶಿಪ್.xlsx');
    const namedDownload = await t.app.inject({
      method: 'GET',
      url: `/api/admin/excel-files/${named._id}/download`,
      headers: bearer(token),
    });
    expect(namedDownload.statusCode).toBe(200);
    const disposition = String(namedDownload.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[ -~]+\.xlsx"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('ಮೈಸೂರು ಇಂಟರ್ನ್‌ಶಿಪ್.xlsx')}`);
  });

  // ExcelJS's stream reader refused such files at random (found by the route fuzz); every one must import.
  it('imports .xlsx files written by other programs every time', async () => {
    const before = await countJobs();
    for (let i = 0; i < 8; i++) {
      const answer = await upload('other.xlsx', xls([row(i)], 'xlsx'));
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await countJobs()).toBe(before + 8);
  });

  it('imports nothing when any row is bad, and reports every bad row', async () => {
    const response = await upload(
      'bad.xlsx',
      await xlsx([
        row(1),
        row(2, { Salary: 'ten thousand' }),
        row(3, { Title: '' }),
        row(4, { Type: 'Contract', Email: 'nope' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('3 rows have problems; nothing was imported');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'salary', reason: 'Salary must be a number' },
        { row: 4, column: 'title', reason: 'Title is required' },
        { row: 5, column: 'type', reason: 'Type must be Full-time, Part-time or Remote' },
        { row: 5, column: 'email', reason: 'Please enter a valid email' },
      ]),
    );
    expect(await countJobs()).toBe(0);
  });

  it('rolls back the rows already inserted when a bad row comes late in a long sheet', async () => {
    // Rows are inserted in chunks while the rest are read: row 1,502 is checked after three chunks went in.
    const rows = Array.from({ length: 1600 }, (_, i) => (i === 1500 ? row(i, { Salary: 'lots' }) : row(i)));
    const uploads = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/excel-files', headers: bearer(token) })).json().length;
    const uploadsBefore = await uploads();
    const response = await upload('late.xlsx', await xlsx(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ row: 1502, column: 'salary', reason: 'Salary must be a number' }]);
    expect(await countJobs()).toBe(0);
    expect(await uploads()).toBe(uploadsBefore);
  });

  it('imports every row once when the fast reader gives up part-way and SheetJS reads the sheet again', async () => {
    // An error cell (#N/A) in row 800 is past what the fast reader knows, after its first chunk was sent.
    const zip = await JSZip.loadAsync(await xlsx(Array.from({ length: 1000 }, (_, i) => row(i))));
    const sheetXml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const withError = sheetXml.replace(/(<row r="800"[^>]*>)/, '$1<c r="L800" t="e"><v>#N/A</v></c>');
    expect(withError).not.toBe(sheetXml);
    zip.file('xl/worksheets/sheet1.xml', withError);
    const response = await upload('error-cell.xlsx', await zip.generateAsync({ type: 'nodebuffer' }));
    expect(response.json()).toEqual({
      message: 'Successfully imported 1000 jobs',
      jobsCreated: 1000,
      heldCount: 0,
      heldRows: [],
    });
    expect(await countJobs()).toBe(1000);
    const titles = await t.database.db.selectFrom('internships').select('title').distinct().execute();
    expect(titles).toHaveLength(1000);
  });

  it('refuses a missing file, another field, a non-spreadsheet, and missing columns', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/bulk-upload',
      payload: {},
      headers: bearer(token),
    });
    expect(noFile.statusCode).toBe(400);
    expect((await upload('a.xlsx', await xlsx([row(1)]), 'file')).json()).toEqual({
      message: 'Please select an Excel file',
      code: 'SPREADSHEET_MISSING',
    });
    expect((await upload('evil.xlsx', Buffer.from('<html>hi</html>'))).json()).toEqual({
      message: 'Please upload an Excel file (.xlsx or .xls)',
      code: 'SPREADSHEET_WRONG_TYPE',
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Jobs').addRow(['Title', 'Company']);
    workbook.getWorksheet('Jobs')?.addRow(['x', 'y']);
    const missing = await upload('cols.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(missing.json().message).toBe(
      'The sheet is missing the columns: location, domain, position, salary, description, duration',
    );
  });

  /** The sheet part of a one-row workbook replaced by `change(xml)`, zipped again at the highest level. */
  async function withSheet(change: (xml: string) => string): Promise<Buffer> {
    const zip = await JSZip.loadAsync(await xlsx([row(1)]));
    const xml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    zip.file('xl/worksheets/sheet1.xml', change(xml));
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  }

  /** A zip whose headers declare `declared` unpacked bytes for `name`, whatever it really holds. */
  function lieAboutSize(zip: Buffer, name: string, declared: number): Buffer {
    const lying = Buffer.from(zip);
    for (let at = 0; at < lying.length - 46; at++) {
      const local = lying.readUInt32LE(at) === 0x04034b50;
      const central = lying.readUInt32LE(at) === 0x02014b50;
      if (!local && !central) continue;
      const nameAt = at + (local ? 30 : 46);
      const nameLength = lying.readUInt16LE(at + (local ? 26 : 28));
      if (lying.toString('utf8', nameAt, nameAt + nameLength) === name)
        lying.writeUInt32LE(declared, at + (local ? 22 : 24));
    }
    return lying;
  }

  it('counts what each part really unpacks to: refuses a bomb in the sheet, or one whose header lies, within seconds', async () => {
    // 8 MB of spaces between the rows pack into a few kilobytes.
    const bomb = await withSheet((xml) => xml.replace('<sheetData>', `<sheetData>${' '.repeat(8 * 1024 * 1024)}`));
    expect(bomb.length).toBeLessThan(200 * 1024);
    for (const file of [bomb, lieAboutSize(bomb, 'xl/worksheets/sheet1.xml', 1000)]) {
      const started = Date.now();
      const bombed = await upload('bomb.xlsx', file);
      expect(bombed.statusCode).toBe(400);
      expect(bombed.json().message).toMatch(/unpacks to far more/);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await countJobs()).toBe(0);
  });

  it('reads only the parts a sheet needs: a padded part it never opens costs nothing', async () => {
    const padded = await JSZip.loadAsync(await xlsx([row(1)]));
    padded.file('xl/media/padding.bin', Buffer.alloc(40 * 1024 * 1024));
    const file = await padded.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    const started = Date.now();
    const answer = await upload('padded.xlsx', file);
    expect(answer.json()).toEqual({
      message: 'Successfully imported 1 jobs',
      jobsCreated: 1,
      heldCount: 0,
      heldRows: [],
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a sheet with more than 10,000 rows, and judges by the rows, not the range it declares', async () => {
    const declared = await withSheet((xml) =>
      xml.replace(/<dimension ref="[^"]+"\/>/, '<dimension ref="A1:XFD1048576"/>'),
    );
    expect((await upload('declared.xlsx', declared)).json().jobsCreated).toBe(1);

    await t.database.db.deleteFrom('internships').execute();
    const tooMany = await upload('many.xlsx', await xlsx(Array.from({ length: 10_001 }, (_, i) => row(i))));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A sheet can hold at most 10,000 internships');
    expect(await countJobs()).toBe(0);
  });
});
