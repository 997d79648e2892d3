import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { apiTest } from '#server/test/api-test.js';
import { buildCollectingRoutes } from '#server/test/security/router-routes.js';
import { createTestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { ADMIN_ACTIONS } from '#shared/audit.js';

const JOB = {
  title: 'Audit Intern',
  company: 'Hampi Works',
  location: 'Hosapete',
  domain: 'Design',
  position: 'Intern',
  salary: 7000,
  duration: '2 months',
  description: 'Drawings.',
};

describe.each(testDialects())('the audit log on %s', (dialect) => {
  const api = apiTest(dialect, { address: '203.0.113.7' });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.call(method, url, payload, api.adminToken);
  const entries = async (query = '') => (await admin('GET', `/api/admin/audit${query}`)).json().entries;

  it('records who did what, when, from where, with an edit before and after, and never a password', async () => {
    const created = await admin('POST', '/api/admin/jobs', JOB);
    expect(created.statusCode).toBe(201);
    const id = created.json().job._id;
    expect((await admin('PUT', `/api/admin/jobs/${id}`, { ...JOB, salary: 9000 })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/jobs/${id}`)).statusCode).toBe(200);
    // A refused action is not an action.
    expect((await admin('PUT', `/api/admin/jobs/${id}`, { ...JOB, salary: 1 })).statusCode).toBe(404);
    expect(
      (await admin('PUT', '/api/admin/password', { currentPassword: 'wrong-password-1', newPassword: 'x' })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const [deleted, edited, createdEntry] = await entries();
    expect(createdEntry).toMatchObject({ action: 'Create internship', adminName: 'admin', ip: '203.0.113.7' });
    expect(createdEntry.details).toMatchObject({ title: 'Audit Intern', salary: 7000 });
    expect(edited).toMatchObject({ action: 'Edit internship', target: id });
    expect(edited.details).toEqual({ changes: { salary: { before: 7000, after: 9000 } } });
    expect(deleted).toMatchObject({ action: 'Delete internship', target: id });

    const settings = (await admin('GET', '/api/admin/settings')).json();
    await admin('PUT', '/api/admin/settings', { ...settings, maxApplicationsPerUser: 5 });
    const [settingsEntry] = await entries('?action=Change%20settings');
    expect(settingsEntry.details.changes).toEqual({
      maxApplicationsPerUser: { before: settings.maxApplicationsPerUser, after: 5 },
    });

    const everything = JSON.stringify(await entries('?limit=200'));
    expect(everything).not.toMatch(/password/i);
  });

  it('keeps a body that is not an object (a route that ignores its body) readable in the log', async () => {
    const token = await adminToken(api.t.app);
    const out = await api.t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(out.statusCode).toBeLessThan(300);
    const listed = await admin('GET', '/api/admin/audit?action=Sign%20out');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().entries[0].details).toEqual({ body: 'just a string' });
  });

  it('filters by action and date, pages with a cursor, refuses a bad filter, and exports a workbook', async () => {
    for (let i = 0; i < 3; i++)
      await admin('POST', '/api/admin/globals', {
        country_name: 'India',
        company_name: `C${i}`,
        link: 'https://example.com/jobs',
        continents: 'Asia',
      });
    const first = (await admin('GET', '/api/admin/audit?action=Create%20global%20job&limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (
      await admin('GET', `/api/admin/audit?action=Create%20global%20job&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.entries).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await admin('GET', '/api/admin/audit?action=Hack')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/audit?from=2020-13-01')).statusCode).toBe(400);
    expect(await entries('?to=2020-01-01')).toEqual([]);
    expect((await api.call('GET', '/api/admin/audit')).statusCode).toBe(401);

    const file = await admin('GET', '/api/admin/audit/export?action=Create%20global%20job');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="audit_log_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe('Create global job');
  });
});

it('names every admin route that changes something', async () => {
  const { built, routes } = await buildCollectingRoutes((onRoute) => createTestApp('sqlite', { onRoute }));
  await built.close();
  const changing = routes.filter(
    (route) => /^(POST|PUT|PATCH|DELETE) \/api\/admin\//.test(route) && route !== 'POST /api/admin/login',
  );
  expect(changing.filter((route) => !Object.hasOwn(ADMIN_ACTIONS, route))).toEqual([]);
  expect(Object.keys(ADMIN_ACTIONS).filter((route) => !changing.includes(route))).toEqual([]);
});
