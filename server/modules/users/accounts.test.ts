import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, makePng } from '../../test/fixtures.js';
import { bearer, codeIn, latestMailTo, registerStudent } from '../../test/students.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { testDialects } from '../../test/test-database.js';

describe.each(testDialects())('student accounts on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    adminToken = admin.json().token;
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
    ip = '198.51.100.5',
  ) => t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: ip });

  it('logs in; wrong passwords and unknown emails get the same answer; a blocked account is told only after a correct password', async () => {
    const { user } = await registerStudent(t.app, t.database.db, 'login@example.com');
    const ok = await call('POST', '/api/login', { email: 'LOGIN@example.com', password: 'secret-pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(user._id);

    const wrong = await call('POST', '/api/login', { email: 'login@example.com', password: 'nope-nope' });
    const unknown = await call('POST', '/api/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());

    await t.database.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', user._id).execute();
    expect((await call('POST', '/api/login', { email: 'login@example.com', password: 'bad-guess' })).statusCode).toBe(
      401,
    );
    const blocked = await call('POST', '/api/login', { email: 'login@example.com', password: 'secret-pass' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/blocked/);
  });

  it('raises the cost of login attempts per account after ten wrong ones from anywhere (428 with a proof of work to do, never a lockout)', async () => {
    await registerStudent(t.app, t.database.db, 'limit@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call('POST', '/api/login', { email: 'limit@example.com', password: 'guess' }, undefined, `192.0.2.${i}`))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(428);
    // (form-guard.test.ts: the owner's own devices are never asked, and a solved proof gets anyone in.)
  });

  it('updates the profile, replaces files, and refuses fields a student must not set', async () => {
    const { token, user } = await registerStudent(t.app, t.database.db, 'profile@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
      resumeFilename: 'old.pdf',
    });
    const before = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();

    for (const field of ['isBlocked', 'applicationCount', 'email', 'password', 'tokenVersion', '_id']) {
      const response = await call(
        'PUT',
        '/api/profile',
        { name: 'Changed', [field]: field === 'isBlocked' ? false : 'x' },
        token,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`Unknown field: ${field}`);
    }
    const unchanged = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(before);

    const newPdf = Buffer.concat([MINIMAL_PDF, Buffer.from('% new version\n')]);
    const response = await call(
      'PUT',
      '/api/profile',
      {
        name: 'Asha R.',
        skills: ['Figma', 'figma', ' Figma '],
        resumeData: newPdf.toString('base64'),
        resumeFilename: 'new.pdf',
        profilePictureData: (await makePng(300, 200)).toString('base64'),
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Asha R.',
      skills: ['Figma'],
      resumeFilename: 'new.pdf',
      hasProfilePicture: true,
    });
    const files = await t.database.db.selectFrom('files').select(['id', 'filename']).execute();
    expect(files.map((f) => f.filename)).not.toContain('old.pdf');

    const download = await call('GET', `/api/resume/${user._id}`, undefined, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Asha_R_Resume.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(newPdf)).toBe(true);

    const picture = await call('GET', `/api/profile-picture/${user._id}?t=123`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('lets only the owner or an admin download a resume', async () => {
    const owner = await registerStudent(t.app, t.database.db, 'owner@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const other = await registerStudent(t.app, t.database.db, 'other@example.com');
    const url = `/api/resume/${owner.user._id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, other.token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, owner.token)).statusCode).toBe(200);
    expect((await call('GET', url, undefined, adminToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/resume/${other.user._id}`, undefined, adminToken)).statusCode).toBe(404);
  });

  it('answers forgot-password alike for known and unknown emails, with one mail carrying code and link', async () => {
    await registerStudent(t.app, t.database.db, 'forgot@example.com');
    const known = await call('POST', '/api/forgot-password', { email: 'Forgot@example.com' });
    const unknown = await call('POST', '/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMailTo(t.database.db, 'nobody@example.com')).toBeUndefined();
    const mail = await latestMailTo(t.database.db, 'forgot@example.com');
    expect(mail?.subject).toMatch(/^Reset your/);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toMatch(/\/reset-password\?token=[\w-]{20,}/);
  });

  it('resets the password by code, ending existing sessions', async () => {
    const { token } = await registerStudent(t.app, t.database.db, 'bycode@example.com');
    await call('POST', '/api/forgot-password', { email: 'bycode@example.com' });
    const code = codeIn((await latestMailTo(t.database.db, 'bycode@example.com'))?.text ?? '');
    const verified = await call('POST', '/api/verify-otp', { email: 'bycode@example.com', otp: code });
    expect(verified.json()).toEqual({ message: 'OTP verified! Please set your new password.' });

    const reset = await call('POST', '/api/reset-password', {
      email: 'bycode@example.com',
      otp: code,
      newPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully!' });
    expect((await call('GET', '/api/profile', undefined, token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/login', { email: 'bycode@example.com', password: 'brand-new-1' })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/reset-password', {
      email: 'bycode@example.com',
      otp: code,
      newPassword: 'another-1',
    });
    expect(again.statusCode).toBe(400);
  });

  it('resets the password by link once; a second use or a made-up token is refused', async () => {
    await registerStudent(t.app, t.database.db, 'bylink@example.com');
    await call('POST', '/api/forgot-password', { email: 'bylink@example.com' });
    const text = (await latestMailTo(t.database.db, 'bylink@example.com'))?.text ?? '';
    const token = decodeURIComponent(text.match(/token=([\w%-]+)/)?.[1] ?? '');
    const stored = await t.database.db.selectFrom('reset_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await call('POST', '/api/reset-password', { token, newPassword: 'via-link-1' })).statusCode).toBe(200);
    expect((await call('POST', '/api/login', { email: 'bylink@example.com', password: 'via-link-1' })).statusCode).toBe(
      200,
    );
    const reused = await call('POST', '/api/reset-password', { token, newPassword: 'via-link-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
    const madeUp = await call('POST', '/api/reset-password', { token: 'x'.repeat(43), newPassword: 'via-link-3' });
    expect(madeUp.statusCode).toBe(400);
    const short = await call('POST', '/api/reset-password', { token, newPassword: '123' });
    expect(short.statusCode).toBe(400);
  });

  it('exports all of a student’s data and deletes the account, keeping applications anonymous', async () => {
    const { token, user } = await registerStudent(t.app, t.database.db, 'leaving@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('applications')
      .values({
        id: 'a-leaving',
        user_id: user._id,
        job_id: 'j1',
        job_title: 'Intern',
        job_company: 'Acme',
        job_location: 'Pune',
        job_salary: 9000,
        cover_letter: 'Dear team',
        applied_at: now,
        updated_at: now,
      })
      .execute();

    const exported = await call('GET', '/api/account/export', undefined, token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = exported.json();
    expect(data.profile.email).toBe('leaving@example.com');
    expect(data.applications).toHaveLength(1);
    expect(Buffer.from(data.files.resume.base64, 'base64').equals(MINIMAL_PDF)).toBe(true);
    expect(exported.body).not.toMatch(/argon2|password_hash/);

    const wrong = await call('DELETE', '/api/account', { password: 'not-it' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Incorrect password' });
    const deleted = await call('DELETE', '/api/account', { password: 'secret-pass' }, token);
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted.' });

    expect(
      await t.database.db.selectFrom('users').where('id', '=', user._id).selectAll().executeTakeFirst(),
    ).toBeUndefined();
    const application = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', 'a-leaving')
      .executeTakeFirstOrThrow();
    expect(application.user_id).toMatch(/^deleted-/);
    expect(application.cover_letter).toBe('');
    expect(
      (await call('POST', '/api/login', { email: 'leaving@example.com', password: 'secret-pass' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/profile', undefined, token)).statusCode).toBe(401);
  });

  it('answers student calls with 503 in maintenance mode while admin calls keep working', async () => {
    // Through the back office, as an administrator does: the cached settings follow at once.
    const settings = (await call('GET', '/api/admin/settings', undefined, adminToken)).json();
    const setMaintenance = (maintenanceMode: boolean) =>
      call('PUT', '/api/admin/settings', { ...settings, maintenanceMode }, adminToken);
    const student = await registerStudent(t.app, t.database.db, 'resume-in-maintenance@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const resume = (token: string) => call('GET', `/api/resume/${student.user._id}`, undefined, token);
    expect((await resume(student.token)).statusCode).toBe(200);
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      // The resume download too (security findings), for its owner; an administrator still gets it.
      const closed = await resume(student.token);
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toEqual({ message: expect.any(String), maintenanceMode: true });
      expect((await resume(adminToken)).statusCode).toBe(200);
      const login = await call('POST', '/api/login', { email: 'login@example.com', password: 'secret-pass' });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ message: expect.any(String), maintenanceMode: true });
      expect((await call('GET', '/api/jobs')).statusCode).toBe(503);
      expect((await call('GET', '/api/admin/me', undefined, adminToken)).statusCode).toBe(200);
      expect((await call('GET', '/api/health')).statusCode).toBe(200);
      expect((await call('GET', '/api/settings/public')).json().maintenanceMode).toBe(true);
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/jobs')).statusCode).toBe(200);
    expect((await call('GET', '/api/settings/public')).json().maintenanceMode).toBe(false);
  });
});
