import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../admin.js';
import { bearer, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { createJob, resumeOf, STUDENT_PASSWORD } from './security-fixtures.js';
import { tamperedToken } from './session-tokens.js';

// Object-level access (OWASP API1, BOLA): student B, signed in, aims every request at student A's
// objects. The matrix (route-matrix.test.ts) checks the statuses; this checks what comes back and what
// is left changed. Students' own ids always come from the session, never from the request.

interface Student {
  id: string;
  email: string;
  name: string;
  token: string;
}

describe.each(testDialects())("student B and student A's objects on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let a: Student;
  let b: Student;
  let jobOfA: string;
  let applicationOfA: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { requestsPerMinute: 100_000 });
    admin = await adminToken(t.app);
    const register = async (label: string, name: string): Promise<Student> => {
      const email = `${label}@example.com`;
      const { token, user } = await registerStudent(t.app, t.database.db, email, {
        name,
        resumeData: resumeOf(name).toString('base64'),
        resumeFilename: `${label}.pdf`,
      });
      return { id: user._id, email, name, token };
    };
    a = await register('owner-a', 'Anika Owner');
    b = await register('other-b', 'Bharat Other');
    jobOfA = await createJob(t.app, admin, { title: 'Data Analyst Intern' });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobOfA}/apply`,
      headers: bearer(a.token),
      payload: { coverLetter: 'Only A and the admins may read this letter.' },
    });
    expect(applied.statusCode).toBe(201);
    applicationOfA = applied.json().application._id;
  });
  afterAll(async () => t?.close());

  const as = (student: Student, method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(student.token), ...(payload ? { payload } : {}) });

  /** What A owns that B must never see: ids, contact, the letter, the resume's bytes. */
  const secretsOfA = () => [
    a.id,
    a.email,
    a.name,
    applicationOfA,
    'Only A and the admins may read this letter.',
    resumeOf(a.name).toString('base64'),
  ];
  const leaksOfA = (body: string) => secretsOfA().filter((secret) => body.includes(secret));

  it("refuses B A's resume, by GET and by HEAD, and gives it to A and the administrators", async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await as(b, method, `/api/resume/${a.id}`);
      expect(refused.statusCode, method).toBe(403);
      expect(refused.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect((await as(b, 'GET', `/api/resume/${a.id}`)).json()).toEqual({
      message: 'You can only download your own resume',
      code: 'FORBIDDEN',
    });
    expect((await as(a, 'GET', `/api/resume/${a.id}`)).rawPayload.equals(resumeOf(a.name))).toBe(true);
    expect((await as(b, 'GET', `/api/resume/${b.id}`)).rawPayload.equals(resumeOf(b.name))).toBe(true);
    const byAdmin = await t.app.inject({ url: `/api/resume/${a.id}`, headers: bearer(admin) });
    expect(byAdmin.rawPayload.equals(resumeOf(a.name))).toBe(true);
  });

  it("answers B's reads with B's own data, whatever id of A the request names", async () => {
    const reads = [
      '/api/profile',
      `/api/profile?userId=${a.id}`,
      `/api/profile?id=${a.id}`,
      '/api/my-applications',
      `/api/my-applications?userId=${a.id}`,
      `/api/jobs/${jobOfA}/application-status`,
      `/api/jobs/${jobOfA}/application-status?userId=${a.id}`,
      '/api/account/export',
      `/api/account/export?userId=${a.id}`,
      '/api/recommendations',
    ];
    for (const url of reads) {
      const response = await as(b, 'GET', url);
      // A query the route does not take is refused (400) or ignored; either way nothing of A's comes back.
      expect([200, 400], url).toContain(response.statusCode);
      expect(leaksOfA(response.body), url).toEqual([]);
    }
    expect((await as(b, 'GET', '/api/profile')).json().user).toMatchObject({ _id: b.id, email: b.email });
    expect((await as(b, 'GET', '/api/my-applications')).json()).toEqual([]);
    expect((await as(b, 'GET', `/api/jobs/${jobOfA}/application-status`)).json()).toEqual({
      hasApplied: false,
      status: null,
      appliedAt: null,
      appliedToday: 0,
      dailyLimit: expect.any(Number),
    });
    const exported = (await as(b, 'GET', '/api/account/export')).json();
    expect(exported.profile._id).toBe(b.id);
    expect(exported.files.resume.base64).toBe(resumeOf(b.name).toString('base64'));
  });

  it("does not let B change A's profile or account by naming A in the body", async () => {
    for (const payload of [{ _id: a.id }, { id: a.id }, { userId: a.id }, { email: a.email }, { isBlocked: true }]) {
      const response = await as(b, 'PUT', '/api/profile', { ...payload, futureGoals: 'Written by B' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/^Unknown field/);
    }
    // A plain change reaches B's own profile only.
    expect((await as(b, 'PUT', '/api/profile', { futureGoals: 'Written by B' })).json().user._id).toBe(b.id);
    const profileOfA = (await as(a, 'GET', '/api/profile')).json().user;
    expect(profileOfA.futureGoals).not.toBe('Written by B');
    expect(profileOfA.email).toBe(a.email);

    // Deleting "A's" account from B's session checks B's password, and names no one else.
    const withPasswordOfA = await as(b, 'DELETE', '/api/account', { password: STUDENT_PASSWORD.toUpperCase() });
    expect(withPasswordOfA.statusCode).toBe(400);
    const namingA = await as(b, 'DELETE', '/api/account', { password: STUDENT_PASSWORD, userId: a.id });
    expect(namingA.statusCode).toBe(400);
    expect((await as(a, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await as(b, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it("does not let B change A's application, and B's own application leaves A's alone", async () => {
    const attempts = [
      as(b, 'PUT', `/api/admin/applications/${applicationOfA}/status`, { status: 'Rejected' }),
      as(b, 'POST', `/api/admin/applications/${applicationOfA}/forward`),
      as(b, 'POST', '/api/admin/applications/forward', { applicationIds: [applicationOfA] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);

    const ownOfB = await as(b, 'POST', `/api/jobs/${jobOfA}/apply`, { coverLetter: 'B applies too.' });
    expect(ownOfB.statusCode).toBe(201);
    expect(ownOfB.json().application._id).not.toBe(applicationOfA);
    const mine = (await as(a, 'GET', '/api/my-applications')).json();
    expect(mine).toEqual([
      expect.objectContaining({
        _id: applicationOfA,
        status: 'Pending',
        coverLetter: 'Only A and the admins may read this letter.',
      }),
    ]);
    const theirs = (await as(b, 'GET', '/api/my-applications')).json();
    expect(theirs.map((application: { _id: string }) => application._id)).toEqual([ownOfB.json().application._id]);
  });

  it("refuses B's token rewritten to name A (signature kept)", async () => {
    const asA = tamperedToken(b.token, { sub: a.id });
    for (const url of ['/api/profile', '/api/my-applications', '/api/account/export', `/api/resume/${a.id}`]) {
      const response = await t.app.inject({ url, headers: bearer(asA) });
      expect(response.statusCode, url).toBe(401);
      expect(leaksOfA(response.body)).toEqual([]);
    }
  });
});
