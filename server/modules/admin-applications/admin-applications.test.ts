import { describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.js';
import { apiTest } from '#server/test/api-test.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { bearer, latestMailTo, registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('admin applications on %s', (dialect) => {
  const api = apiTest(dialect);
  // As the administrator unless another token is given.
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = api.adminToken) =>
    api.call(method, url, payload, token);

  it('changes an application’s status, mails the student, and forwards a held application', async () => {
    const student = await registerStudent(api.t.app, api.t.database.db, 'applicant@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const jobId = newId();
    const now = new Date().toISOString();
    await api.t.database.db
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
    const applied = await api.t.app.inject({
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
    expect((await latestMailTo(api.t.database.db, 'applicant@example.com'))?.subject).toContain('Accepted');
    const mine = (
      await api.t.app.inject({ method: 'GET', url: '/api/my-applications', headers: bearer(student.token) })
    ).json();
    expect(mine[0].status).toBe('Accepted');
    expect((await call('PUT', `/api/admin/applications/${applicationId}/status`, { status: 'Hired' })).statusCode).toBe(
      400,
    );

    const forwarded = await call('POST', `/api/admin/applications/${applicationId}/forward`);
    expect(forwarded.json()).toEqual({ message: 'Application forwarded to the company' });
    const companyMail = await latestMailTo(api.t.database.db, 'jobs@acme.example.com');
    expect(companyMail?.attachments).toContain('_Resume.pdf');
    const twice = await call('POST', `/api/admin/applications/${applicationId}/forward`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'This application is already on its way to the company',
      code: 'APPLICATION_BEING_SENT',
    });

    await api.t.database.db.deleteFrom('internships').where('id', '=', jobId).execute();
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
    expect(analytics.monthlyRegistrations.at(-1).count).toBe(1);
  });
});
