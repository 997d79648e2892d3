import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('admin users on %s', (dialect) => {
  const api = apiTest(dialect);
  // As the administrator unless another token is given.
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = api.adminToken) =>
    api.call(method, url, payload, token);

  it('lists and searches users, and blocking ends the student’s open session at once', async () => {
    const student = await registerStudent(api.t.app, api.t.database.db, 'blockme@example.com', {
      name: '=HYPERLINK("http://evil.example")',
      currentCity: 'Hubballi',
    });
    const list = (await call('GET', '/api/admin/users?page=1&limit=100&search=hubb')).json();
    expect(list.total).toBe(1);
    expect(list.users[0]).toMatchObject({ email: 'blockme@example.com', isBlocked: false, applicationCount: 0 });
    expect(JSON.stringify(list)).not.toMatch(/password|argon2/);

    expect((await call('GET', '/api/profile', undefined, student.token)).statusCode).toBe(200);
    const blocked = await call('PUT', `/api/admin/users/${student.user._id}/block`, { isBlocked: true });
    expect(blocked.json()).toEqual({ message: 'User blocked successfully!' });
    expect((await call('GET', '/api/profile', undefined, student.token)).statusCode).toBe(401);
    const unblocked = await call('PUT', `/api/admin/users/${student.user._id}/block`, { isBlocked: false });
    expect(unblocked.json()).toEqual({ message: 'User unblocked successfully!' });
  });

  it('exports every text cell as plain text, exactly as stored: no prefix, never a formula', async () => {
    const tricky = {
      name: '=HYPERLINK("http://evil.example")',
      phone: '+91 98450 12345',
      currentCity: '@Mysuru',
      futureGoals: '-1 to +1, then =SUM(A1)',
    };
    await registerStudent(api.t.app, api.t.database.db, 'tricky-export@example.com', tricky);
    const response = await call('GET', '/api/admin/users/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="users_data_\d{4}-\d{2}-\d{2}\.xlsx"/,
    );

    // ExcelJS: the values and their types.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    if (!sheet) throw new Error('no Users sheet');
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(column('Email')).value === 'tricky-export@example.com') row = candidate;
    });
    if (!row) throw new Error('the tricky student is not in the export');
    const cells = {
      Name: tricky.name,
      Phone: tricky.phone,
      City: tricky.currentCity,
      'Future goals': tricky.futureGoals,
    };
    for (const [name, stored] of Object.entries(cells)) {
      const cell = row.getCell(column(name));
      expect(cell.value, name).toBe(stored);
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
    }
    // SheetJS, the reader the import uses: string cells, no formula anywhere in the sheet.
    const read = XLSX.read(response.rawPayload, { type: 'buffer', cellFormula: true });
    const cellsRead = Object.entries(read.Sheets.Users).filter(([ref]) => !ref.startsWith('!'));
    expect(cellsRead.filter(([, cell]) => 'f' in cell)).toEqual([]);
    const rowNumber = row.number;
    const texts = cellsRead
      .filter(([ref]) => Number(ref.replace(/^[A-Z]+/, '')) === rowNumber)
      .map(([, cell]) => cell)
      .filter((cell) => Object.values(cells).includes(cell.v as string));
    expect(texts.map((cell) => [cell.v, cell.t])).toEqual(Object.values(cells).map((value) => [value, 's']));

    const ranged = await call('GET', '/api/admin/users/download?startDate=2000-01-01&endDate=2000-01-02');
    expect(ranged.headers['content-disposition']).toContain('users_data_from_2000-01-01_to_2000-01-02_');
  });
});
