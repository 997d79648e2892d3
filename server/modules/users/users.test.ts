import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { MINIMAL_PDF, makePng } from '#server/test/fixtures.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('student accounts on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.5' });
  const { call } = api;

  it('logs in; wrong passwords and unknown emails get the same answer; a blocked account is told only after a correct password', async () => {
    const { user } = await registerStudent(api.t.app, api.t.database.db, 'login@example.com');
    const ok = await call('POST', '/api/login', { email: 'LOGIN@example.com', password: 'secret-pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(user._id);

    const wrong = await call('POST', '/api/login', { email: 'login@example.com', password: 'nope-nope' });
    const unknown = await call('POST', '/api/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'WRONG_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());

    await api.t.database.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', user._id).execute();
    expect((await call('POST', '/api/login', { email: 'login@example.com', password: 'bad-guess' })).statusCode).toBe(
      401,
    );
    const blocked = await call('POST', '/api/login', { email: 'login@example.com', password: 'secret-pass' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/blocked/);
  });

  it('raises the cost of login attempts per account after ten wrong ones from anywhere (428 with a proof of work to do, never a lockout)', async () => {
    await registerStudent(api.t.app, api.t.database.db, 'limit@example.com');
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
    const { token, user } = await registerStudent(api.t.app, api.t.database.db, 'profile@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
      resumeFilename: 'old.pdf',
    });
    const before = await api.t.database.db
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
    const unchanged = await api.t.database.db
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
    const files = await api.t.database.db.selectFrom('files').select(['id', 'filename']).execute();
    expect(files.map((f) => f.filename)).not.toContain('old.pdf');

    const download = await call('GET', `/api/resume/${user._id}`, undefined, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Asha R._Resume.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(newPdf)).toBe(true);

    const picture = await call('GET', `/api/profile-picture/${user._id}?t=123`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('answers student calls with 503 in maintenance mode while admin calls keep working', async () => {
    // Through the back office, as an administrator does: the cached settings follow at once.
    const settings = (await call('GET', '/api/admin/settings', undefined, api.adminToken)).json();
    const setMaintenance = (maintenanceMode: boolean) =>
      call('PUT', '/api/admin/settings', { ...settings, maintenanceMode }, api.adminToken);
    const student = await registerStudent(api.t.app, api.t.database.db, 'resume-in-maintenance@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const resume = (token: string) => call('GET', `/api/resume/${student.user._id}`, undefined, token);
    expect((await resume(student.token)).statusCode).toBe(200);
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      // The resume download too (security findings), for its owner; an administrator still gets it.
      const closed = await resume(student.token);
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toEqual({ message: expect.any(String), code: 'MAINTENANCE', maintenanceMode: true });
      expect((await resume(api.adminToken)).statusCode).toBe(200);
      const login = await call('POST', '/api/login', { email: 'login@example.com', password: 'secret-pass' });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ message: expect.any(String), code: 'MAINTENANCE', maintenanceMode: true });
      expect((await call('GET', '/api/jobs')).statusCode).toBe(503);
      expect((await call('GET', '/api/admin/me', undefined, api.adminToken)).statusCode).toBe(200);
      expect((await call('GET', '/api/health')).statusCode).toBe(200);
      expect((await call('GET', '/api/settings/public')).json().maintenanceMode).toBe(true);
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/jobs')).statusCode).toBe(200);
    expect((await call('GET', '/api/settings/public')).json().maintenanceMode).toBe(false);
  });
});
