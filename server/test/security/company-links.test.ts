import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerLinks, answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { adminToken } from '../admin.js';
import { bearer, latestMailTo, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { createJob, resumeOf } from './security-fixtures.js';

// Object-level access to the company's answer page (docs/decisions/0033), which has no login: the signed
// link is the key. Student B, signed in, knows A's application id (as object-access.test.ts lets B know
// A's ids) and tries every way to reach A's page with it but A's link; and a link for one application
// never shows or changes another.

interface Student {
  id: string;
  email: string;
  name: string;
  token: string;
}

interface Sent {
  applicationId: string;
  /** The answer page's link, from the company's mail. */
  answer: string;
  /** The resume link the page handed out. */
  resume: string;
  letter: string;
}

describe.each(testDialects())("student B and A's company page on %s", (dialect) => {
  let t: TestApp;
  let links: AnswerLinks;
  let admin: string;
  let a: Student;
  let b: Student;
  let sentA: Sent;
  let sentB: Sent;

  beforeAll(async () => {
    t = await createTestApp(dialect, { requestsPerMinute: 100_000 });
    links = answerLinks(t.config.jwtSecret, t.config.publicUrl);
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
    a = await register('link-owner-a', 'Anika Owner');
    b = await register('link-other-b', 'Bharat Other');
    sentA = await applyAndForward(
      a,
      'careers-a@company-a.example.com',
      'Only A, the company and the admins read this.',
    );
    sentB = await applyAndForward(b, 'careers-b@company-b.example.com', 'B writes to another company.');
  });
  afterAll(async () => t?.close());

  /** The student applies; an administrator forwards it to the company; the link is the one in its mail. */
  async function applyAndForward(student: Student, companyEmail: string, letter: string): Promise<Sent> {
    const job = await createJob(t.app, admin, { title: `Intern at ${companyEmail}`, email: companyEmail });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job}/apply`,
      headers: bearer(student.token),
      payload: { coverLetter: letter },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().application._id as string;
    const forwarded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${applicationId}/forward`,
      headers: bearer(admin),
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const mail = await latestMailTo(t.database.db, companyEmail);
    const answer = mail?.text.match(/\/answer\/([^\s?]+)/)?.[1];
    if (!answer) throw new Error(`no answer link in the mail to ${companyEmail}`);
    const view = await t.app.inject({ url: `/api/company-answers/${answer}` });
    expect(view.statusCode, view.body).toBe(200);
    const resume = String(view.json().resumeUrl).split('/').at(-1) ?? '';
    return { applicationId, answer, resume, letter };
  }

  const row = (id: string) =>
    t.database.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const events = (id: string) =>
    t.database.db.selectFrom('application_events').selectAll().where('application_id', '=', id).execute();

  /** What of A's application B must never get: A's contact, letter, resume bytes, and A's link itself. */
  const secretsOfA = () => [
    a.email,
    a.name,
    a.id,
    sentA.letter,
    sentA.answer,
    sentA.resume,
    resumeOf(a.name).toString('latin1'),
  ];
  const leaksOfA = (body: string) => secretsOfA().filter((secret) => body.includes(secret));

  it("refuses B every way to A's page built from A's application id, and changes nothing of A's", async () => {
    const appA = sentA.applicationId;
    const [, expiresA, signatureA] = sentA.answer.split('.');
    const [, expiresB, signatureB] = sentB.answer.split('.');
    const [, resumeExpiresB, resumeSignatureB] = sentB.resume.split('.');
    const expiresLater = Math.floor(Date.now() / 1000) + 365 * 86400;
    const candidates = [
      appA,
      `${appA}.`,
      `${appA}.${expiresA}`,
      `${appA}.${expiresA}.`,
      // B's own links with A's id put in (B's signature kept).
      `${appA}.${expiresB}.${signatureB}`,
      `${appA}.${resumeExpiresB}.${resumeSignatureB}`,
      `${appA}.${expiresA}.${signatureB}`,
      `${appA}.${expiresLater}.${signatureB}`,
      // A's signature with another expiry: the signature covers it.
      `${appA}.${expiresLater}.${signatureA}`,
      `${appA}.${Number(expiresA) + 1}.${signatureA}`,
      // A's id signed by someone without the server's key.
      answerLinks('a-key-b-made-up', t.config.publicUrl).answerToken(appA, new Date().toISOString()),
      answerLinks('', t.config.publicUrl).answerToken(appA, new Date().toISOString()),
      // A's user id or B's application id where the application's goes.
      `${a.id}.${expiresB}.${signatureB}`,
      `${sentB.applicationId}.${expiresA}.${signatureA}`,
      // Encodings and case.
      encodeURIComponent(`${appA}.${expiresB}.${signatureB}`).replaceAll('.', '%2E'),
      `${appA.toUpperCase()}.${expiresB}.${signatureB}`,
      `${appA}%00.${expiresB}.${signatureB}`,
      `${sentB.answer}.${appA}`,
      `${appA}.${sentB.answer}`,
    ];
    const beforeRow = await row(appA);
    const beforeEvents = await events(appA);
    const mailsToA = async () => (await latestMailTo(t.database.db, a.email))?.id;
    const lastMailToA = await mailsToA();
    for (const token of candidates) {
      const requests = [
        { method: 'GET', url: `/api/company-answers/${token}` },
        { method: 'HEAD', url: `/api/company-answers/${token}` },
        { method: 'POST', url: `/api/company-answers/${token}/opened` },
        { method: 'POST', url: `/api/company-answers/${token}`, payload: { answer: 'not_selected', note: 'From B' } },
        { method: 'GET', url: `/api/company-answers/resume/${token}` },
      ] as const;
      for (const request of requests) {
        for (const headers of [bearer(b.token), {}]) {
          const response = await t.app.inject({ ...request, headers });
          const what = `${request.method} ${request.url} ${'authorization' in headers ? 'as B' : 'anonymously'}`;
          expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
          expect(leaksOfA(response.body), what).toEqual([]);
          expect(response.rawPayload.includes(Buffer.from('%PDF')), what).toBe(false);
        }
      }
    }
    // B's own link with A's id in the query, a header or the body: still B's own page, nothing of A's.
    for (const request of [
      { method: 'GET', url: `/api/company-answers/${sentB.answer}?applicationId=${appA}&id=${appA}` },
      { method: 'GET', url: `/api/company-answers/${sentB.answer}`, headers: { 'x-application-id': appA } },
      { method: 'GET', url: `/api/company-answers/resume/${sentB.resume}?applicationId=${appA}` },
    ] as const) {
      const response = await t.app.inject({ ...request, headers: { ...bearer(b.token), ...request.headers } });
      expect([200, 400], request.url).toContain(response.statusCode);
      expect(leaksOfA(response.body), request.url).toEqual([]);
    }
    const withIdInBody = await t.app.inject({
      method: 'POST',
      url: `/api/company-answers/${sentB.answer}`,
      headers: bearer(b.token),
      payload: { answer: 'offer', applicationId: appA },
    });
    expect(withIdInBody.statusCode).toBe(400);
    expect(withIdInBody.json().code).toBe('VALIDATION_FAILED');
    // The administrator's routes for A's application stay the administrator's.
    for (const [method, url] of [
      ['GET', `/api/admin/applications/${appA}/timeline`],
      ['POST', `/api/admin/applications/${appA}/reopen`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(b.token) });
      expect(response.statusCode, url).toBe(403);
      expect(leaksOfA(response.body)).toEqual([]);
    }

    expect(await row(appA)).toEqual(beforeRow);
    expect(await events(appA)).toEqual(beforeEvents);
    expect(await mailsToA()).toBe(lastMailToA);
    // A's own link still opens A's page.
    expect((await t.app.inject({ url: `/api/company-answers/${sentA.answer}` })).json().coverLetter).toBe(sentA.letter);
  });

  it('shows and changes through a link only the application it names', async () => {
    const viewA = (
      await t.app.inject({ url: `/api/company-answers/${sentA.answer}`, headers: bearer(b.token) })
    ).json();
    const viewB = (
      await t.app.inject({ url: `/api/company-answers/${sentB.answer}`, headers: bearer(a.token) })
    ).json();
    expect(viewA.student).toMatchObject({ name: a.name, email: a.email });
    expect(viewA.coverLetter).toBe(sentA.letter);
    expect(viewB.student).toMatchObject({ name: b.name, email: b.email });
    expect(viewB.coverLetter).toBe(sentB.letter);
    expect(JSON.stringify(viewB)).not.toContain(a.email);
    expect(JSON.stringify(viewA)).not.toContain(b.email);
    // Each page's resume link gives its own student's resume, and names its own application.
    for (const [view, owner, sent] of [
      [viewA, a, sentA],
      [viewB, b, sentB],
    ] as const) {
      const token = String(view.resumeUrl).split('/').at(-1) ?? '';
      const check = links.check('resume', token, new Date());
      expect(check.ok && check.applicationId).toBe(sent.applicationId);
      const resume = await t.app.inject({ url: `/api/company-answers/resume/${token}` });
      expect(resume.rawPayload.equals(resumeOf(owner.name))).toBe(true);
    }
    // Each link is for its purpose only.
    expect((await t.app.inject({ url: `/api/company-answers/resume/${sentA.answer}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/company-answers/${sentA.resume}` })).statusCode).toBe(404);

    // B's company answers through B's link: B's application changes, A's does not.
    const beforeA = await row(sentA.applicationId);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/company-answers/${sentB.answer}`,
      headers: bearer(a.token),
      payload: { answer: 'offer', note: 'Welcome aboard' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().view.student.email).toBe(b.email);
    const opened = await t.app.inject({ method: 'POST', url: `/api/company-answers/${sentB.answer}/opened` });
    expect(opened.statusCode).toBe(204);
    expect((await row(sentB.applicationId)).status).toBe('Accepted');
    expect(await row(sentA.applicationId)).toEqual(beforeA);
    expect(await events(sentA.applicationId)).toEqual([]);
    expect((await events(sentB.applicationId)).map((event) => event.kind)).toEqual(['opened', 'answered']);
    const mine = (await t.app.inject({ url: '/api/my-applications', headers: bearer(a.token) })).json();
    expect(mine).toEqual([expect.objectContaining({ _id: sentA.applicationId, status: 'Pending' })]);
    expect(JSON.stringify(mine)).not.toContain('Welcome aboard');
  });
});
