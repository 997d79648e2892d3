import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '#server/boot.js';
import { apiTest } from '#server/test/api-test.js';
import { excelUpload } from '#server/test/security/security-fixtures.js';
import { bearer } from '#server/test/students.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testDialects } from '#server/test/test-database.js';
import { IMPORT_COLUMNS } from '#shared/constants.js';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { stipendCountsQuery } from './admin-jobs.repo.js';

const form = {
  title: 'Field Sales Intern',
  company: 'Kaveri Traders',
  location: 'Mandya',
  email: 'hr@kaveri.example.com',
  domain: 'Sales',
  position: 'Intern',
  salary: 8000,
  type: 'Full-time',
  duration: '2 months',
  description: 'Visit shops with our team.',
  requirements: ['Kannada'],
};

/** A real .xlsx in the importer's columns, one row per internship. */
async function sheetOf(rows: { title: string; description: string }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const { title, description } of rows) {
    sheet.addRow([
      title,
      'Sheet Co',
      'Kochi',
      'Marketing',
      'Intern',
      9000,
      description,
      'Excel',
      '3 months',
      'Remote',
      'jobs@sheet.example.com',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDialects())('risk flags on %s', (dialect) => {
  const api = apiTest(dialect);
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.call(method, url, payload, api.adminToken);
  const create = async (overrides: Partial<typeof form> = {}) => {
    const created = await admin('POST', '/api/admin/jobs', { ...form, ...overrides });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { message: string; job: TAdminJob };
  };

  it('flags money wording on create and edit as warnings: stored, returned, listed, never held', async () => {
    const { job } = await create({ description: 'A registration fee of ₹500 is taken at joining.' });
    expect(job).toMatchObject({
      isActive: true,
      held: false,
      riskFlags: [{ rule: 'asks_for_money', reason: 'mentions "registration fee"' }],
    });
    const listed = (await admin('GET', '/api/admin/jobs?search=Field%20Sales')).json();
    expect(listed.jobs[0].riskFlags).toEqual(job.riskFlags);
    expect((await api.call('GET', `/api/jobs/${job._id}`)).statusCode).toBe(200);

    const edited = await admin('PUT', `/api/admin/jobs/${job._id}`, {
      ...form,
      description: 'There is no registration fee.',
      email: 'owner@gmail.com',
    });
    expect(edited.json().job).toMatchObject({
      held: false,
      riskFlags: [{ rule: 'personal_mail', reason: 'company e-mail at gmail.com' }],
    });
  });

  it("compares a stipend with its domain's median of active listings", async () => {
    for (const salary of [9000, 10000, 10000, 11000, 12000]) await create({ domain: 'Design', salary });
    expect((await create({ domain: 'Design', salary: 40_000 })).job.riskFlags).toEqual([]);
    expect((await create({ domain: ' design ', salary: 45_000 })).job.riskFlags).toEqual([
      { rule: 'stipend_outlier', reason: '₹45,000 is over 4× the median in design (₹10,000, 6 listings)' },
    ]);
  });

  // Found by the route fuzz: "constructor" looked up every object's constructor and failed with a 500.
  it('takes a domain named like a property of every object as a domain like any other', async () => {
    for (const domain of ['constructor', '__proto__', 'toString']) {
      expect((await create({ domain, salary: 0 })).job.riskFlags).toEqual([]);
    }
    for (const salary of [9000, 10000, 10000, 11000, 12000]) await create({ domain: '__proto__', salary });
    expect((await create({ domain: '__proto__', salary: 45_000 })).job.riskFlags).toEqual([
      { rule: 'stipend_outlier', reason: '₹45,000 is over 4× the median in __proto__ (₹10,000, 6 listings)' },
    ]);
  });

  it('holds a flagged import row inactive with its reasons, imports the rest, and publishes it on request', async () => {
    const { payload, headers } = excelUpload(
      await sheetOf([
        { title: 'Sheet Intern One', description: 'Plan campaigns.' },
        { title: 'Sheet Intern Two', description: 'वापसी योग्य जमा राशि ₹2000 पहले दिन जमा करें।' },
        { title: 'Sheet Intern Three', description: 'Write posts.' },
      ]),
    );
    const imported = await api.t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/bulk-upload',
      payload,
      headers: { ...headers, ...bearer(api.adminToken) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const reason = 'mentions "वापसी योग्य", "जमा राशि"';
    expect(imported.json()).toEqual({
      message: 'Imported 3 jobs; 1 held for review',
      jobsCreated: 3,
      heldCount: 1,
      heldRows: [{ row: 3, title: 'Sheet Intern Two', riskFlags: [{ rule: 'asks_for_money', reason }] }],
    });

    const sheetJobs = (await admin('GET', '/api/admin/jobs?search=Sheet%20Intern')).json();
    const byTitle = new Map(sheetJobs.jobs.map((job: TAdminJob) => [job.title, job]));
    expect(byTitle.get('Sheet Intern One')).toMatchObject({ isActive: true, held: false, riskFlags: [] });
    expect(byTitle.get('Sheet Intern Three')).toMatchObject({ isActive: true, held: false });
    const held = byTitle.get('Sheet Intern Two') as TAdminJob;
    expect(held).toMatchObject({ isActive: false, held: true, riskFlags: [{ rule: 'asks_for_money', reason }] });
    const heldList = (await admin('GET', '/api/admin/jobs?held=true')).json();
    expect(heldList.jobs.map((job: TAdminJob) => job.title)).toEqual(['Sheet Intern Two']);
    expect(heldList.heldCount).toBe(1);

    // Students never see it: not in the list, no detail page.
    const publicTitles = async () =>
      (await api.call('GET', '/api/jobs?search=Sheet%20Intern')).json().jobs.map((job: TAdminJob) => job.title);
    expect(await publicTitles()).toEqual(expect.arrayContaining(['Sheet Intern One', 'Sheet Intern Three']));
    expect(await publicTitles()).not.toContain('Sheet Intern Two');
    expect((await api.call('GET', `/api/jobs/${held._id}`)).statusCode).toBe(404);

    // The status toggle and the form cannot activate it: only publishing does. An edit keeps it held.
    const toggled = await admin('PUT', `/api/admin/jobs/${held._id}`, { isActive: true });
    expect(toggled.statusCode).toBe(409);
    expect(toggled.json()).toMatchObject({ code: 'INTERNSHIP_HELD' });
    const activeForm = { ...form, title: 'Sheet Intern Two', isActive: true };
    expect((await admin('PUT', `/api/admin/jobs/${held._id}`, activeForm)).json().code).toBe('INTERNSHIP_HELD');
    const edited = await admin('PUT', `/api/admin/jobs/${held._id}`, { ...activeForm, isActive: false });
    expect(edited.json().job).toMatchObject({ held: true, isActive: false, riskFlags: [] });

    // Its expiry date passed while it waited for the review: publishing opens it for the setting's days.
    await api.t.database.db
      .updateTable('internships')
      .set({ expiry_date: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', held._id)
      .execute();
    const published = await admin('POST', `/api/admin/jobs/${held._id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().job).toMatchObject({ held: false, isActive: true });
    expect(published.json().message).toMatch(/expiry date had passed/);
    const openDays = (Date.parse(published.json().job.expiryDate) - Date.now()) / 86_400_000;
    expect(openDays).toBeGreaterThan(44.9);
    expect(openDays).toBeLessThan(45.1);
    expect(await publicTitles()).toContain('Sheet Intern Two');
    expect((await api.call('GET', `/api/jobs/${held._id}`)).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/jobs?held=true')).json()).toMatchObject({ jobs: [], heldCount: 0 });

    const again = await admin('POST', `/api/admin/jobs/${held._id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INTERNSHIP_NOT_HELD');
    expect((await admin('POST', '/api/admin/jobs/missing/publish')).statusCode).toBe(404);

    const [entry] = (await admin('GET', '/api/admin/audit?action=Publish%20held%20internship')).json().entries;
    expect(entry).toMatchObject({ action: 'Publish held internship', target: held._id, adminName: 'admin' });
    expect(entry.details.changes).toMatchObject({
      held: { before: true, after: false },
      isActive: { before: false, after: true },
    });
  });
});

describe('the stipend medians on SQLite', () => {
  it('are read from their partial index alone, whatever statistics SQLite has (none, as the product keeps it)', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await prepareDatabase(database.db, testConfig());
      const { sql: text, parameters } = stipendCountsQuery(database.db).compile(database.db);
      const { rows } = await sql<{ detail: string }>`${sql.raw(`explain query plan ${text}`)}`.execute(database.db);
      expect(parameters).toEqual([]);
      expect(rows.map((row) => row.detail)).toEqual([
        'SCAN internships USING COVERING INDEX internships_active_domain_salary',
      ]);
    } finally {
      await database.cleanup();
    }
  });
});
