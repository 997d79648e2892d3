import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('a student’s own data on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.5' });
  const { call } = api;

  it('exports all of a student’s data and deletes the account, keeping applications anonymous', async () => {
    const { token, user } = await registerStudent(api.t.app, api.t.database.db, 'leaving@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const now = new Date().toISOString();
    await api.t.database.db
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
    expect(wrong.json()).toEqual({ message: 'Incorrect password', code: 'WRONG_PASSWORD' });
    const deleted = await call('DELETE', '/api/account', { password: 'secret-pass' }, token);
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted.' });

    expect(
      await api.t.database.db.selectFrom('users').where('id', '=', user._id).selectAll().executeTakeFirst(),
    ).toBeUndefined();
    const application = await api.t.database.db
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

  it('exports the saved internships and searches and deletes them with the account (issue 21)', async () => {
    const { token, user } = await registerStudent(api.t.app, api.t.database.db, 'keeper@example.com');
    const job = (
      await call(
        'POST',
        '/api/admin/jobs',
        {
          title: 'Kept Intern',
          company: 'Acme',
          location: 'Pune',
          domain: 'Design',
          position: 'Intern',
          salary: 8000,
          duration: '2 months',
          description: 'Draw.',
        },
        api.adminToken,
      )
    ).json().job._id;
    expect((await call('PUT', `/api/saved/${job}`, undefined, token)).statusCode).toBe(200);
    const search = { name: 'Design in Pune', filters: { search: 'design', location: 'Pune' }, frequency: 'weekly' };
    expect((await call('POST', '/api/saved-searches', search, token)).statusCode).toBe(201);

    const data = (await call('GET', '/api/account/export', undefined, token)).json();
    expect(data.savedInternships).toEqual([
      expect.objectContaining({ _id: job, title: 'Kept Intern', isClosed: false, savedAt: expect.any(String) }),
    ]);
    expect(data.savedSearches).toEqual([expect.objectContaining(search)]);

    expect((await call('DELETE', '/api/account', { password: 'secret-pass' }, token)).statusCode).toBe(200);
    const left = await api.t.database.db
      .selectFrom('saved_internships')
      .selectAll()
      .where('user_id', '=', user._id)
      .execute();
    expect(left).toEqual([]);
    const searchesLeft = await api.t.database.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', user._id)
      .execute();
    expect(searchesLeft).toEqual([]);
  });
});
