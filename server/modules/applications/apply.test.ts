import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.js';
import { startOfIndiaDay } from '#server/lib/india-time.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { bearer, registerStudent } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { createSmtpTransport } from '../mail/transport.js';

describe.each(testDialects())('applying on %s', (dialect) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let counter = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // These tests change the settings straight in the database, as another process would; checking the
    // content version on every call makes this process see each change at once.
    t = await createTestApp(dialect, { mailTransport: createSmtpTransport(smtp.url), contentCheckMs: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.database.db.deleteFrom('mail_outbox').execute();
    await t.database.db
      .updateTable('settings')
      .set({ auto_approval: 0, email_notifications: 1, max_applications_per_user: 3 })
      .execute();
  });

  async function addJob(
    overrides: { email?: string | null; active?: boolean; expired?: boolean; title?: string } = {},
  ) {
    const id = newId();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('internships')
      .values({
        id,
        title: overrides.title ?? 'Frontend Developer Intern',
        company: 'Nimbus Softlabs',
        location: 'Bengaluru',
        email: overrides.email === undefined ? 'careers@nimbus.example.com' : overrides.email,
        domain: 'Technology',
        position: 'Intern',
        duration: '3 months',
        salary: 15000,
        description: 'Build things.',
        is_active: overrides.active === false ? 0 : 1,
        expiry_date: overrides.expired ? new Date(Date.now() - 1000).toISOString() : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async function student(withResume = true) {
    counter += 1;
    const registered = await registerStudent(t.app, t.database.db, `student${counter}-${dialect}@example.com`, {
      ...(withResume ? { resumeData: MINIMAL_PDF.toString('base64'), resumeFilename: 'cv.pdf' } : {}),
      name: `Student <b>${counter}</b>`,
    });
    // The registration code mail is not what these tests look at.
    await t.database.db.deleteFrom('mail_outbox').execute();
    return registered;
  }

  const apply = (jobId: string, token?: string, coverLetter = 'I would love to join.') =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      payload: { coverLetter },
      headers: token ? bearer(token) : {},
    });

  it('checks every gate: login, resume, open internship, existence', async () => {
    const job = await addJob();
    expect((await apply(job)).statusCode).toBe(401);

    const noResume = await student(false);
    const missing = await apply(job, noResume.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Please upload your resume before applying',
      code: 'RESUME_REQUIRED',
      requiresResume: true,
    });

    const s = await student();
    for (const closed of [await addJob({ active: false }), await addJob({ expired: true })]) {
      const response = await apply(closed, s.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This internship is no longer accepting applications');
    }
    const nowhere = await apply('no-such-job', s.token);
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ message: 'Internship not found', code: 'INTERNSHIP_NOT_FOUND' });
  });

  it('applies once, shows the status, and lists the application even after the internship is deleted', async () => {
    const job = await addJob({ title: 'Data Science Intern' });
    const s = await student();
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job}/application-status`,
      headers: bearer(s.token),
    });
    expect(before.json()).toEqual({ hasApplied: false, status: null, appliedAt: null, appliedToday: 0, dailyLimit: 3 });

    const first = await apply(job, s.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Application submitted successfully!',
      application: { status: 'Pending' },
    });
    const again = await apply(job, s.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied for this internship', code: 'ALREADY_APPLIED' });

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job}/application-status`,
      headers: bearer(s.token),
    });
    expect(status.json()).toEqual({
      hasApplied: true,
      status: 'Pending',
      appliedAt: expect.any(String),
      appliedToday: 1,
      dailyLimit: 3,
    });
    const row = await t.database.db
      .selectFrom('internships')
      .select('application_count')
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    expect(row.application_count).toBe(1);

    await t.database.db.deleteFrom('internships').where('id', '=', job).execute();
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-applications', headers: bearer(s.token) });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        jobId: expect.objectContaining({ _id: job, title: 'Data Science Intern', salary: 15000 }),
        status: 'Pending',
      }),
    ]);
  });

  it('holds the daily limit (India time) and says so with applicationLimitReached', async () => {
    const s = await student();
    const jobs = await Promise.all([1, 2, 3, 4].map(() => addJob()));
    for (const job of jobs.slice(0, 3)) expect((await apply(job, s.token)).statusCode).toBe(201);
    const over = await apply(jobs[3], s.token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'You can apply to at most 3 internships a day. Please try again tomorrow.',
      code: 'APPLICATION_LIMIT_REACHED',
      applicationLimitReached: true,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The same refusal to a student reading Kannada: the catalog's words, the same code and flag.
    const inKannada = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobs[3]}/apply`,
      payload: { coverLetter: 'Hello' },
      headers: { ...bearer(s.token), 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' },
    });
    expect(inKannada.json()).toEqual({
      message: 'ನೀವು ದಿನಕ್ಕೆ ಗರಿಷ್ಠ 3 ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳಿಗೆ ಅರ್ಜಿ ಹಾಕಬಹುದು. ದಯವಿಟ್ಟು ನಾಳೆ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
      code: 'APPLICATION_LIMIT_REACHED',
      applicationLimitReached: true,
    });
    expect(inKannada.headers['content-language']).toBe('kn');

    // Yesterday's applications (before midnight in India) do not count.
    await t.database.db
      .updateTable('applications')
      .set({ applied_at: new Date(Date.now() - 36 * 3600 * 1000).toISOString() })
      .where('job_id', '=', jobs[0])
      .execute();
    expect((await apply(jobs[3], s.token)).statusCode).toBe(201);
  });

  it("tells in the status answer how many of today's applications are used (India day) and the setting's limit", async () => {
    const s = await student();
    const [first, second, third, other] = await Promise.all([1, 2, 3, 4].map(() => addJob()));
    const quotaOn = async (job: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${job}/application-status`,
        headers: bearer(s.token),
      });
      expect(answer.statusCode).toBe(200);
      const { appliedToday, dailyLimit } = answer.json();
      return { appliedToday, dailyLimit };
    };
    expect(await quotaOn(other)).toEqual({ appliedToday: 0, dailyLimit: 3 });
    expect((await apply(first, s.token)).statusCode).toBe(201);
    expect((await apply(second, s.token)).statusCode).toBe(201);
    // Counted for the student, whichever internship the page shows.
    expect(await quotaOn(other)).toEqual({ appliedToday: 2, dailyLimit: 3 });
    expect(await quotaOn(first)).toEqual({ appliedToday: 2, dailyLimit: 3 });

    // Another student's applications are not counted.
    const someoneElse = await student();
    expect((await apply(third, someoneElse.token)).statusCode).toBe(201);
    expect(await quotaOn(other)).toEqual({ appliedToday: 2, dailyLimit: 3 });

    // The administrator's setting is the limit; the answer and the refusal agree on it.
    await t.database.db.updateTable('settings').set({ max_applications_per_user: 2 }).execute();
    expect(await quotaOn(other)).toEqual({ appliedToday: 2, dailyLimit: 2 });
    expect((await apply(other, s.token)).statusCode).toBe(429);

    // An application from before midnight in India is yesterday's.
    await t.database.db
      .updateTable('applications')
      .set({ applied_at: new Date(startOfIndiaDay().getTime() - 1000).toISOString() })
      .where('job_id', '=', first)
      .execute();
    expect(await quotaOn(other)).toEqual({ appliedToday: 1, dailyLimit: 2 });
    expect((await apply(other, s.token)).statusCode).toBe(201);
    expect(await quotaOn(third)).toEqual({ appliedToday: 2, dailyLimit: 2 });
  });

  /**
   * The applies sent all at once, and the answer each one ends with. On a slow machine the product may
   * refuse part of a burst as overload (503 with Retry-After, docs/decisions/0022): those are sent again,
   * one by one, as the page would.
   */
  async function sentAtOnce(jobs: string[], token: string) {
    const first = await Promise.all(jobs.map((job) => apply(job, token)));
    const codes: number[] = [];
    for (const [i, response] of first.entries()) {
      let answer = response;
      while (answer.statusCode === 503) {
        expect(answer.headers['retry-after']).toBeDefined();
        answer = await apply(jobs[i], token);
      }
      codes.push(answer.statusCode);
    }
    return codes;
  }

  it('never exceeds the limit or makes duplicates under 50 parallel applies', async () => {
    const s = await student();
    const jobs = await Promise.all(Array.from({ length: 50 }, () => addJob()));
    const spread = await sentAtOnce(jobs, s.token);
    expect(spread.filter((code) => code === 201)).toHaveLength(3);
    expect(spread.filter((code) => code === 429)).toHaveLength(47);

    const other = await student();
    const job = await addJob();
    const same = await sentAtOnce(Array(50).fill(job), other.token);
    expect(same.filter((code) => code === 201)).toHaveLength(1);
    expect(same.filter((code) => code === 409)).toHaveLength(49);
    const rows = await t.database.db.selectFrom('applications').select('id').where('job_id', '=', job).execute();
    expect(rows).toHaveLength(1);
  });

  it('with autoApproval on, mails the company with the resume attached and the text escaped', async () => {
    await t.database.db.updateTable('settings').set({ auto_approval: 1, email_notifications: 1 }).execute();
    const job = await addJob();
    const s = await student();
    const letter = 'Hello <script>alert("x")</script>\n\nI know React & Node.';
    const response = await apply(job, s.token, letter);
    expect(response.statusCode).toBe(201);
    const applicationId = response.json().application._id;

    await t.app.mailSender.runOnce();
    const mails = await Promise.all((await smtp.waitFor(2)).map((m) => simpleParser(m.raw)));
    const company = mails.find((m) => m.to && JSON.stringify(m.to).includes('careers@nimbus.example.com'));
    const confirmation = mails.find((m) => m !== company);
    expect(company?.subject).toContain('Frontend Developer Intern');
    expect(company?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/_Resume\.pdf$/)]);
    expect(company?.attachments[0].content.equals(MINIMAL_PDF)).toBe(true);
    expect(company?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(company?.html).toContain('Student &lt;b&gt;');
    expect(company?.html).not.toContain('<script>');
    expect(confirmation?.text).toContain('within 5 days');

    const row = await t.database.db
      .selectFrom('applications')
      .select('mail_status')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row.mail_status).toBe('sent');
  });

  it('holds applications with autoApproval off, marks a missing company email, and mails no one when notifications are off', async () => {
    await t.database.db.updateTable('settings').set({ auto_approval: 0, email_notifications: 0 }).execute();
    const s = await student();
    const held = await apply(await addJob(), s.token);
    const noEmail = await apply(await addJob({ email: null }), s.token);
    const statuses = await t.database.db
      .selectFrom('applications')
      .select(['id', 'mail_status'])
      .where('id', 'in', [held.json().application._id, noEmail.json().application._id])
      .execute();
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.mail_status]))).toEqual({
      [held.json().application._id]: 'pending',
      [noEmail.json().application._id]: 'Mail not found',
    });
    expect(await t.app.mailSender.runOnce()).toBe(0);
  });

  it('refuses a blocked student', async () => {
    const s = await student();
    await t.database.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', s.user._id).execute();
    const response = await apply(await addJob(), s.token);
    expect(response.statusCode).toBe(403);
  });
});
