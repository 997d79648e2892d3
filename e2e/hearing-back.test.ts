import { describe, expect, it } from 'vitest';
import { adminPage, adminSuite } from './admin-kit.js';
import { openPage } from './discovery-helpers.js';
import { type Mail, waitForMail } from './mail.js';
import { shoot } from './student-auth-kit.js';
import { registerStudent } from './students.js';

// The hearing-back loop end to end (docs/decisions/0033), with a real SMTP server: a student applies,
// the company gets the mail with one-click answers, opens one on a phone, answers with an interview
// time and a note; the student gets a mail at once and sees the step on the dashboard; the admin sees
// the same history.
describe('a company answers from its mail and the student hears back', () => {
  const suite = adminSuite({ mail: true });

  const linkIn = (mail: Mail, choice: string) => {
    const found = mail.text.match(new RegExp(`https?://\\S+/answer/\\S+\\?choice=${choice}`));
    if (!found) throw new Error(`No ${choice} link in: ${mail.text}`);
    return found[0];
  };

  it('closes the loop: mail, answer page, student mail, timeline', async () => {
    const { api, session } = suite;
    const settings = await (await api('/admin/settings', { token: session.token })).json();
    const saved = await api('/admin/settings', {
      method: 'PUT',
      token: session.token,
      body: { ...settings, autoApproval: true },
    });
    expect(saved.status).toBe(200);

    const student = await registerStudent(
      suite.product.url,
      { email: 'nisha.heard@example.com', name: 'Nisha Rao' },
      { sink: suite.sink },
    );
    const COMPANY = 'hiring@mandya-agritech.example.com';
    const created = await api('/admin/jobs', {
      token: session.token,
      body: {
        title: 'Field Data Intern',
        company: 'Mandya Agritech',
        location: 'Mandya',
        email: COMPANY,
        domain: 'Technology',
        position: 'Intern',
        salary: 9000,
        duration: '2 months',
        description: 'Collect and clean data from farms.',
      },
    });
    expect(created.status).toBe(201);
    const job = ((await created.json()) as { job: { _id: string; title: string } }).job;
    const before = suite.sink.received.length;
    const applied = await api(`/jobs/${job._id}/apply`, {
      token: student.token,
      body: { coverLetter: 'I build dashboards.' },
    });
    expect(applied.status).toBe(201);

    // The company's mail: four answers, each a link to the page.
    const companyMail = await waitForMail(suite.sink, COMPANY, `New application for ${job.title}`, before);
    const interviewLink = linkIn(companyMail, 'interview');
    for (const choice of ['shortlist', 'offer', 'not_selected']) expect(linkIn(companyMail, choice)).toBeTruthy();

    // The company opens the Interview link on a phone, sees the application and answers.
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const answerPage = await page.goto(interviewLink);
    // Never indexed, and its address (the key) never sent on as a Referer.
    expect(answerPage?.headers()['x-robots-tag']).toBe('noindex');
    expect(answerPage?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { name: job.title }).waitFor();
    await page.getByText('Nisha Rao').first().waitFor();
    await page.getByText('I build dashboards.').waitFor();
    expect(await page.getByRole('radio', { name: 'Interview' }).isChecked()).toBe(true);
    await page.getByLabel(/interview date and time/i).fill('2026-12-03T11:00');
    await page.getByLabel(/note for the student/i).fill('Please bring your portfolio.');
    await shoot(page, 'hearing-back-1-company-page');
    const studentMails = suite.sink.received.length;
    await page.getByRole('button', { name: /send (your )?answer/i }).click();
    await page.getByRole('status').filter({ hasText: 'Your answer has been sent to the student' }).waitFor();
    await shoot(page, 'hearing-back-2-answered');
    expect(problems).toEqual([]);
    await context.close();

    // The student is told at once.
    const told = await waitForMail(suite.sink, 'nisha.heard@example.com', `answered your application`, studentMails);
    expect(told.text).toContain('would like to interview you');
    expect(told.text).toContain('Please bring your portfolio.');
    expect(told.text).toMatch(/3 December 2026 at 11:00/);

    // The dashboard shows the step with its note and time.
    const { context: studentContext, page: dashboard } = await openPage(
      suite.browser,
      { width: 390, height: 844 },
      student,
    );
    await dashboard.goto(`${suite.product.url}/dashboard`);
    await dashboard.getByText(job.title).first().waitFor();
    const history = dashboard.getByRole('button', { name: /show history/i });
    if (await history.count()) await history.first().click();
    await dashboard.getByText('Please bring your portfolio.').first().waitFor();
    await dashboard
      .getByText(/3 Dec 2026/)
      .first()
      .waitFor();
    await shoot(dashboard, 'hearing-back-3-dashboard');
    await studentContext.close();

    // The admin's detail shows the same history.
    const admin = await adminPage(suite.browser, session);
    await admin.goto(`${suite.product.url}/admin/applications`);
    await admin.getByText('Nisha Rao').first().waitFor();
    await admin.getByRole('button', { name: /view/i }).first().click();
    await admin.getByRole('dialog').getByText('Please bring your portfolio.').first().waitFor();
    await shoot(admin, 'hearing-back-4-admin');
  });
});
