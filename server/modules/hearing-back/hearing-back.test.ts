import { describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.js';
import { apiTest } from '#server/test/api-test.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { bearer, latestMailTo, registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';
import { answerLinks } from './answer-links.js';
import { sweepUnanswered } from './sweep.js';

const DAY = 24 * 3600 * 1000;
const COMPANY = 'hiring@acme.example.com';

describe.each(testDialects())('hearing back on %s', (dialect) => {
  const api = apiTest(dialect);
  const db = () => api.t.database.db;
  const links = () => answerLinks(api.t.config.jwtSecret, api.t.config.publicUrl);

  /** A student with a resume applies to a new internship of Acme's; the application mail is delivered. */
  async function applied(email: string, { deliver = true, company = 'Acme', companyEmail = COMPANY } = {}) {
    await db().updateTable('settings').set({ auto_approval: 1 }).execute();
    const student = await registerStudent(api.t.app, db(), email, { resumeData: MINIMAL_PDF.toString('base64') });
    const jobId = newId();
    const now = new Date().toISOString();
    await db()
      .insertInto('internships')
      .values({
        id: jobId,
        title: 'Data Intern',
        company,
        location: 'Mysuru',
        email: companyEmail,
        domain: 'Technology',
        position: 'Intern',
        duration: '3 months',
        salary: 8000,
        description: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answer = await api.t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/apply`,
      payload: { coverLetter: 'I <like> data.' },
      headers: bearer(student.token),
    });
    expect(answer.statusCode).toBe(201);
    const id: string = answer.json().application._id;
    const companyMail = await latestMailTo(db(), companyEmail);
    if (deliver) while ((await api.t.app.mailSender.runOnce()) > 0);
    const token = links().answerToken(id, (await row(id)).company_mailed_at as string);
    return { student, id, token, companyMail };
  }
  const row = (id: string) =>
    db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mine = async (token: string) =>
    (await api.t.app.inject({ method: 'GET', url: '/api/my-applications', headers: bearer(token) })).json();
  const answerWith = (token: string, body: object) => api.call('POST', `/api/company-answers/${token}`, body);

  it('puts four one-click answers in the company mail; the page shows the application and changes nothing', async () => {
    const { id, token, companyMail } = await applied('asha.loop@example.com');
    for (const choice of ['shortlist', 'interview', 'offer', 'not_selected']) {
      expect(companyMail?.text).toContain(`/answer/${token}?choice=${choice}`);
      expect(companyMail?.html).toContain(`/answer/${token}?choice=${choice}`);
    }
    const page = await api.call('GET', `/api/company-answers/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json()).toMatchObject({
      job: { title: 'Data Intern', company: 'Acme' },
      student: { email: 'asha.loop@example.com' },
      coverLetter: 'I <like> data.',
      status: 'Pending',
      answers: [],
    });
    const before = await row(id);
    expect(before.opened_at).toBeNull();
    expect(before.delivered_at).not.toBeNull();

    // The resume behind its own link: a download, never rendered.
    const resume = await api.call('GET', new URL(page.json().resumeUrl).pathname);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-disposition']).toMatch(/^attachment/);
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The answer link is not a resume link, nor the other way round.
    expect((await api.call('GET', `/api/company-answers/resume/${token}`)).statusCode).toBe(404);

    // The page reports its first showing, once.
    expect((await api.call('POST', `/api/company-answers/${token}/opened`)).statusCode).toBe(204);
    expect((await api.call('POST', `/api/company-answers/${token}/opened`)).statusCode).toBe(204);
    expect((await row(id)).opened_at).not.toBeNull();
    const opened = await db()
      .selectFrom('application_events')
      .select('kind')
      .where('application_id', '=', id)
      .execute();
    expect(opened.map((event) => event.kind)).toEqual(['sent', 'opened']);
  });

  it('records each answer with its note and time, tells the student at once, and builds the timeline', async () => {
    const { student, id, token } = await applied('ravi.loop@example.com');
    await api.call('POST', `/api/company-answers/${token}/opened`);
    const interview = await answerWith(token, {
      answer: 'interview',
      note: 'Bring your project <demo>.',
      interviewAt: '2026-12-02T10:30:00+05:30',
    });
    expect(interview.statusCode).toBe(200);
    expect(interview.json().view).toMatchObject({ status: 'Reviewed', answers: [{ answer: 'interview' }] });
    const mail = await latestMailTo(db(), 'ravi.loop@example.com');
    expect(mail?.subject).toBe('Acme answered your application for Data Intern');
    expect(mail?.text).toContain('Acme would like to interview you for Data Intern.');
    expect(mail?.text).toContain('Bring your project <demo>.');
    expect(mail?.text).toMatch(/Interview: Wednesday, 2 December 2026 at 10:30 (am|AM) \(India time\)/);
    expect(mail?.html).toContain('Bring your project &lt;demo&gt;.');

    // A double click records nothing new.
    const again = await answerWith(token, {
      answer: 'interview',
      note: 'Bring your project <demo>.',
      interviewAt: '2026-12-02T10:30:00+05:30',
    });
    expect(again.json().message).toBe('This answer was already sent to the student.');
    expect((await answerWith(token, { answer: 'offer' })).json().view.status).toBe('Accepted');

    const [application] = await mine(student.token);
    expect(application.status).toBe('Accepted');
    expect(application.timeline.map((step: { kind: string }) => step.kind)).toEqual([
      'applied',
      'sent',
      'opened',
      'answered',
      'answered',
    ]);
    expect(application.timeline[3]).toMatchObject({
      by: 'company',
      answer: 'interview',
      status: 'Reviewed',
      note: 'Bring your project <demo>.',
      interviewAt: '2026-12-02T10:30:00+05:30',
    });
    const adminView = (
      await api.call('GET', `/api/admin/applications/${id}/timeline`, undefined, api.adminToken)
    ).json();
    expect(adminView.timeline).toEqual(application.timeline);
  });

  it('refuses a tampered, expired, withdrawn or wrong-purpose link with a clear answer, changing nothing', async () => {
    const { id, token, student } = await applied('meena.loop@example.com');
    const [applicationId, expires, signature] = token.split('.');
    const tampered = `${applicationId}.${Number(expires) + 1}.${signature}`;
    for (const bad of [
      tampered,
      `${applicationId}.0${expires}.${signature}`,
      `${newId()}.${expires}.${signature}`,
      'nonsense',
      `${token}x`,
    ]) {
      const answer = await answerWith(bad, { answer: 'offer' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('ANSWER_LINK_INVALID');
    }
    const resumeToken = links().resumeToken(id, new Date());
    expect((await answerWith(resumeToken, { answer: 'offer' })).json().code).toBe('ANSWER_LINK_INVALID');
    const old = links().answerToken(id, new Date(Date.now() - 91 * DAY).toISOString());
    const expired = await api.call('GET', `/api/company-answers/${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('ANSWER_LINK_EXPIRED');
    expect((await answerWith(token, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await answerWith(token, { answer: 'offer', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await answerWith(token, { answer: 'interview', interviewAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await row(id)).status).toBe('Pending');

    // The student deletes the account: the link now says the application was withdrawn.
    const deleted = await api.t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(student.token),
      payload: { password: 'secret-pass' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const withdrawn = await answerWith(token, { answer: 'offer' });
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json().code).toBe('APPLICATION_WITHDRAWN');
    expect((await row(id)).status).toBe('Pending');
  });

  it('reminds once after 4 days, shows the company address on day 5, closes after the set days, and reopens', async () => {
    await db().updateTable('settings').set({ no_response_days: 10 }).execute();
    const { student, id } = await applied('kiran.loop@example.com');
    const start = Date.parse((await row(id)).applied_at);
    const at = (days: number) => new Date(start + days * DAY + 60_000);
    const sweep = (days: number) => sweepUnanswered(db(), links(), at(days));
    const reminders = () =>
      db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', COMPANY)
        .where('subject', 'like', 'Reminder%')
        .execute();

    expect((await sweep(3)).reminded).toBe(0);
    expect((await sweep(4)).reminded).toBeGreaterThanOrEqual(1);
    expect((await row(id)).reminded_at).not.toBeNull();
    const reminded = (await reminders()).length;
    await sweep(4.5);
    expect((await reminders()).length).toBe(reminded);

    expect((await mine(student.token))[0].companyContact).toBeNull();
    // Day 5 (the student's list is read at the real time: the application is moved 5 days back).
    const appliedAt = (time: number) =>
      db()
        .updateTable('applications')
        .set({ applied_at: new Date(time).toISOString() })
        .where('id', '=', id)
        .execute();
    await appliedAt(start - 5 * DAY);
    expect((await mine(student.token))[0].companyContact).toBe(COMPANY);
    await appliedAt(start);

    await sweep(9);
    expect((await row(id)).closed_reason).toBeNull();
    await sweep(10);
    const closed = (await mine(student.token))[0];
    expect(closed).toMatchObject({ status: 'Pending', closedReason: 'No response' });
    expect(closed.timeline.map((step: { kind: string }) => step.kind)).toEqual([
      'applied',
      'sent',
      'reminded',
      'closed',
    ]);
    const listed = (await api.call('GET', '/api/admin/applications', undefined, api.adminToken)).json();
    expect(listed.find((a: { _id: string }) => a._id === id).closedReason).toBe('No response');

    const reopen = await api.call('POST', `/api/admin/applications/${id}/reopen`, undefined, api.adminToken);
    expect(reopen.statusCode).toBe(200);
    expect((await row(id)).closed_reason).toBeNull();
    expect(
      (await api.call('POST', `/api/admin/applications/${id}/reopen`, undefined, api.adminToken)).json().code,
    ).toBe('APPLICATION_NOT_CLOSED');
    // Reopened: it waits the set days again, from the reopening.
    const reopened = await row(id);
    expect(Date.parse(reopened.awaiting_since as string)).toBeGreaterThan(Date.parse(reopened.applied_at));
    await db()
      .updateTable('applications')
      .set({ applied_at: new Date(start - 30 * DAY).toISOString() })
      .where('id', '=', id)
      .execute();
    await sweep(9);
    expect((await row(id)).closed_reason).toBeNull();
    await sweep(10.1);
    expect((await row(id)).closed_reason).toBe('No response');
  });

  it('counts how a company answers, and shows it only from 5 applications', async () => {
    const company = { company: 'Kaveri Labs', companyEmail: 'jobs@kaverilabs.example.com' };
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await applied(`k${i}.resp@example.com`, company));
    // Answered after 1, 2 and 4 days; the fourth never.
    for (const [i, days] of [1, 2, 4].entries()) {
      const answered = await api.call('POST', `/api/company-answers/${made[i].token}`, { answer: 'shortlist' });
      expect(answered.statusCode).toBe(200);
      await db()
        .updateTable('applications')
        .set({ first_answer_hours: days * 24 })
        .where('id', '=', made[i].id)
        .execute();
    }
    const jobOf = async (id: string) => {
      const { job_id } = await row(id);
      return (await api.call('GET', `/api/jobs/${job_id}`)).json();
    };
    const table = async () =>
      (await api.call('GET', '/api/admin/companies/responsiveness', undefined, api.adminToken)).json();
    const kaveri = async () => (await table()).find((c: { company: string }) => c.company === 'Kaveri Labs');

    // Four applications: the admin sees the company, the public does not (too few to judge it).
    await api.t.app.responsiveness.refresh(db());
    expect(await kaveri()).toEqual({
      company: 'Kaveri Labs',
      domain: 'kaverilabs.example.com',
      applications: 4,
      answered: 3,
      medianDays: 2,
    });
    expect((await jobOf(made[0].id)).responsiveness).toBeNull();

    // The fifth: answered on the third day. Answered 4 of 5, median 2.5 days, on the listing.
    const fifth = await applied('k4.resp@example.com', company);
    await api.call('POST', `/api/company-answers/${fifth.token}`, { answer: 'not_selected' });
    await db()
      .updateTable('applications')
      .set({ first_answer_hours: 3 * 24 })
      .where('id', '=', fifth.id)
      .execute();
    await api.t.app.responsiveness.refresh(db());
    expect(await kaveri()).toMatchObject({ applications: 5, answered: 4, medianDays: 2.5 });
    expect((await jobOf(fifth.id)).responsiveness).toEqual({ applications: 5, answered: 4, medianDays: 2.5 });
    // A listing whose answer was kept before this count shows the new figures too, not the kept ones.
    expect((await jobOf(made[0].id)).responsiveness).toEqual({ applications: 5, answered: 4, medianDays: 2.5 });

    // Analytics: the answer rate over every company and the median days; No response counted.
    const analytics = (await api.call('GET', '/api/admin/analytics', undefined, api.adminToken)).json();
    expect(analytics.answerRate).toBeGreaterThan(0);
    expect(analytics.medianDaysToAnswer).not.toBeNull();
    expect(analytics.noResponse).toBeGreaterThanOrEqual(1);
  });
});
