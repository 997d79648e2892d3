import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DB } from '#server/db/database.js';
import { adminToken } from '#server/test/admin.js';
import { apiTest } from '#server/test/api-test.js';
import { recordingWorkers } from '#server/test/recording-workers.js';
import { createTestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { listUsersAfter } from './admin-users.repo.js';

/** `count` students written straight to the table, registered at `createdAt(i)`; ids in a shuffled order. */
async function insertStudents(db: DB, tag: string, count: number, createdAt: (i: number) => string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `s-${tag}-${String((i * 7919) % count).padStart(5, '0')}-${i}`,
    name: `Student ${i}`,
    email: `${tag}${i}@example.com`,
    password_hash: 'not-a-real-hash',
    created_at: createdAt(i),
    updated_at: createdAt(i),
  }));
  for (let at = 0; at < rows.length; at += 500)
    await db
      .insertInto('users')
      .values(rows.slice(at, at + 500))
      .execute();
  return rows;
}

const byRegistration = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at.localeCompare(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// The users export reads students in batches after the last one read (docs/decisions/0061).
describe.each(testDialects())('the users export on %s', (dialect) => {
  const api = apiTest(dialect);

  it('walks the students batch after batch, each once, in registration order, many sharing one instant, within the dates asked', async () => {
    // 40 students over 4 instants (ten at each), in ids that do not follow the order they were written in.
    const instants = [
      '2025-03-01T10:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
      '2025-03-02T09:30:00.000Z',
      '2025-03-03T00:00:00.000Z',
    ];
    const rows = await insertStudents(api.t.database.db, 'tied', 40, (i) => instants[i % 4]);
    const walk = async (range: { from?: string; to?: string }) => {
      const seen: string[] = [];
      let cursor: { createdAt: string; id: string } | null = null;
      for (;;) {
        const batch = await listUsersAfter(api.t.database.db, cursor, { ...range, limit: 3 });
        seen.push(...batch.map((row) => row.id));
        if (batch.length < 3) return seen;
        const last = batch[batch.length - 1];
        cursor = { createdAt: last.created_at, id: last.id };
      }
    };
    const expected = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .sort(byRegistration)
        .map((row) => row.id);

    const all = await walk({});
    expect(all.filter((id) => id.startsWith('s-'))).toEqual(expected(() => true));
    // From the first instant of 2 March, up to (not including) 3 March: the two instants of that day.
    const day = await walk({ from: instants[1], to: instants[3] });
    expect(day).toEqual(expected((row) => row.created_at === instants[1] || row.created_at === instants[2]));
    expect(day).toHaveLength(20);
  });

  it('exports 2,500 students, more than two batches, each once and in registration order', async () => {
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    // Two students a second: pairs share an instant, and the batches end inside a pair.
    const rows = await insertStudents(api.t.database.db, 'many', 2500, (i) =>
      new Date(start + Math.floor(i / 2) * 1000).toISOString(),
    );
    const response = await api.call(
      'GET',
      '/api/admin/users/download?startDate=2024-01-01&endDate=2024-01-01',
      undefined,
      api.adminToken,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    if (!sheet) throw new Error('no Users sheet');
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const email = header.indexOf('Email') + 1;
    const emails: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) emails.push(String(row.getCell(email).value));
    });
    expect(emails).toEqual([...rows].sort(byRegistration).map((row) => row.email));
  });

  it('reads SQLite in a worker thread and PostgreSQL on the event loop, with the same sheet', async () => {
    const { workers, tasks } = recordingWorkers();
    const t = await createTestApp(dialect, { workers });
    try {
      const token = await adminToken(t.app);
      const start = Date.parse('2024-02-01T00:00:00.000Z');
      await insertStudents(t.database.db, 'where', 1500, (i) => new Date(start + i * 1000).toISOString());
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users/download',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Users')?.rowCount).toBe(1 + 1500);
      // A thousand students a batch: two batches, each read (SQLite) or turned into XML (PostgreSQL) there.
      expect(tasks).toEqual(Array(2).fill(dialect === 'sqlite' ? 'readUserBatch' : 'renderUserRows'));
    } finally {
      await t.close();
    }
  });
});
