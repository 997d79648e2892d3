import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { adminToken } from '../../test/admin.js';
import { MINIMAL_PDF } from '../../test/fixtures.js';
import { bearer, latestMailTo, registerStudent } from '../../test/students.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { testDialects } from '../../test/test-database.js';

describe.each(testDialects())('admin users, applications and settings on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = token) =>
    t.app.inject({ method, url, payload, headers: bearer(auth) });

  it('lists and searches users, and blocking ends the student’s open session at once', async () => {
    const student = await registerStudent(t.app, t.database.db, 'blockme@example.com', {
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
    await registerStudent(t.app, t.database.db, 'tricky-export@example.com', tricky);
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

  it('changes an application’s status, mails the student, and forwards a held application', async () => {
    const student = await registerStudent(t.app, t.database.db, 'applicant@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const jobId = newId();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('internships')
      .values({
        id: jobId,
        title: 'Ops Intern',
        company: 'Acme',
        location: 'Pune',
        email: 'jobs@acme.example.com',
        domain: 'Marketing',
        position: 'Intern',
        duration: '1 month',
        salary: 5000,
        description: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      payload: {},
      headers: bearer(student.token),
    });
    const applicationId = applied.json().application._id;

    const held = (await call('GET', '/api/admin/applications?filter=pending')).json();
    expect(held.find((a: { _id: string }) => a._id === applicationId)).toMatchObject({
      userId: { email: 'applicant@example.com', resume: true },
      jobId: { title: 'Ops Intern' },
      status: 'Pending',
      mailStatus: 'pending',
    });

    const changed = await call('PUT', `/api/admin/applications/${applicationId}/status`, { status: 'Accepted' });
    expect(changed.statusCode).toBe(200);
    expect((await latestMailTo(t.database.db, 'applicant@example.com'))?.subject).toContain('Accepted');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my-applications', headers: bearer(student.token) })
    ).json();
    expect(mine[0].status).toBe('Accepted');
    expect((await call('PUT', `/api/admin/applications/${applicationId}/status`, { status: 'Hired' })).statusCode).toBe(
      400,
    );

    const forwarded = await call('POST', `/api/admin/applications/${applicationId}/forward`);
    expect(forwarded.json()).toEqual({ message: 'Application forwarded to the company' });
    const companyMail = await latestMailTo(t.database.db, 'jobs@acme.example.com');
    expect(companyMail?.attachments).toContain('_Resume.pdf');
    const twice = await call('POST', `/api/admin/applications/${applicationId}/forward`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This application is already on its way to the company' });

    await t.database.db.deleteFrom('internships').where('id', '=', jobId).execute();
    const after = (await call('GET', '/api/admin/applications')).json();
    expect(after.find((a: { _id: string }) => a._id === applicationId)).toMatchObject({
      jobId: null,
      jobSnapshot: { title: 'Ops Intern' },
    });

    const stats = (await call('GET', '/api/admin/stats')).json();
    expect(stats).toMatchObject({ totalApplications: 1, pendingApplications: 0 });
    const analytics = (await call('GET', '/api/admin/analytics')).json();
    expect(analytics.acceptanceRate).toBe(100);
    expect(analytics.monthlyRegistrations).toHaveLength(6);
    expect(analytics.monthlyRegistrations.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  it('saves settings with validation, and the public side follows them', async () => {
    const current = (await call('GET', '/api/admin/settings')).json();
    expect(current).toMatchObject({ maxApplicationsPerUser: 3, autoApproval: false });
    // Read once first, so the public answer is cached when the change lands.
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(before).toMatchObject({ platformName: 'InternConnect', registrationEnabled: true });
    const tooMany = await call('PUT', '/api/admin/settings', { ...current, maxApplicationsPerUser: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum applications per user must be between 1 and 20');
    const saved = await call('PUT', '/api/admin/settings', {
      ...current,
      platformName: 'Campus Connect',
      registrationEnabled: false,
    });
    expect(saved.json().message).toBe('System settings updated successfully!');
    const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(publicSettings).toMatchObject({ platformName: 'Campus Connect', registrationEnabled: false });
    await call('PUT', '/api/admin/settings', current);
  });

  it('changes the admin profile and password for real', async () => {
    const wrong = await call('PUT', '/api/admin/password', { currentPassword: 'nope', newPassword: 'new-admin-pass' });
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    const changed = await call('PUT', '/api/admin/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'new-admin-pass',
    });
    expect(changed.json().message).toBe('Password updated successfully!');
    expect((await call('GET', '/api/admin/me')).statusCode).toBe(401);
    token = changed.json().token;
    const profile = await call('PUT', '/api/admin/profile', { username: 'chief', email: 'Chief@Example.com' });
    expect(profile.json()).toMatchObject({
      message: 'Profile updated successfully!',
      admin: { username: 'chief', email: 'chief@example.com' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'chief', password: 'new-admin-pass' },
    });
    expect(login.statusCode).toBe(200);
  });
});
