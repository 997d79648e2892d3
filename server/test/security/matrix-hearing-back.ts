import { answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { sweepUnanswered } from '#server/modules/hearing-back/sweep.js';
import type { TSettings } from '#shared/schemas/settings.js';
import { bearer, latestMailTo, registerStudent } from '../students.js';
import type { TestApp } from '../test-app.js';
import { createJob, ok, resumeOf } from './security-fixtures.js';

// The matrix world's hearing-back applications (docs/decisions/0033): one that reached a company whose
// links the token routes use, and one closed for want of an answer for the reopen row.

/** The company address of the internship whose applications reach the company at once. */
export const ANSWERING_COMPANY = 'answers@answering-company.example.com';

/**
 * A applies with auto-approval on, so the application goes to the company at once, as it does in
 * production with that setting; the setting is then put back. The answer token is the one in the
 * company's mail (and the one the product derives from the first mailing); the resume token is a fresh
 * hour-long one, as the answer page hands out.
 */
export async function companyAnswering(t: TestApp, admin: string, a: { token: string }) {
  const { app, database, config } = t;
  const setAutoApproval = async (autoApproval: boolean) => {
    const current = (await app.inject({ url: '/api/admin/settings', headers: bearer(admin) })).json() as TSettings;
    await ok(
      await app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(admin),
        payload: { ...current, autoApproval },
      }),
      'auto-approval',
    );
  };
  const job = await createJob(app, admin, { title: 'Answered Intern', email: ANSWERING_COMPANY });
  await setAutoApproval(true);
  const applied = await ok(
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${job}/apply`,
      headers: bearer(a.token),
      payload: { coverLetter: 'A applies to a company that answers.' },
    }),
    'apply with auto-approval',
    201,
  );
  await setAutoApproval(false);
  const applicationId = applied.json().application._id as string;
  const { company_mailed_at } = await database.db
    .selectFrom('applications')
    .select('company_mailed_at')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  if (!company_mailed_at) throw new Error('the application did not go to the company');
  const links = answerLinks(config.jwtSecret, config.publicUrl);
  const answer = links.answerToken(applicationId, company_mailed_at);
  const mail = await latestMailTo(database.db, ANSWERING_COMPANY);
  if (!mail?.text.includes(links.answerUrl(answer))) throw new Error(`no answer link in the company's mail`);
  return { applicationId, tokens: { answer, resume: links.resumeToken(applicationId, new Date()) } };
}

/**
 * A student's application left without an answer past the set days, then closed by the product's sweep
 * (the application's wait is moved back rather than the clock forward, so no other application closes).
 */
export async function closedForWantOfAnswer(t: TestApp, admin: string, job: string): Promise<string> {
  const { app, database, config } = t;
  const { token } = await registerStudent(app, database.db, 'student-unanswered@example.com', {
    name: 'Student Unanswered',
    resumeData: resumeOf('Student Unanswered').toString('base64'),
    resumeFilename: 'unanswered.pdf',
  });
  const applied = await ok(
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${job}/apply`,
      headers: bearer(token),
      payload: { coverLetter: 'No one answers this one.' },
    }),
    'apply unanswered',
    201,
  );
  const id = applied.json().application._id as string;
  const settings = (await app.inject({ url: '/api/admin/settings', headers: bearer(admin) })).json() as TSettings;
  const longAgo = new Date(Date.now() - (settings.noResponseDays + 1) * 86_400_000).toISOString();
  await database.db
    .updateTable('applications')
    .set({ applied_at: longAgo, awaiting_since: longAgo })
    .where('id', '=', id)
    .execute();
  const swept = await sweepUnanswered(database.db, answerLinks(config.jwtSecret, config.publicUrl));
  if (swept.closed !== 1) throw new Error(`the sweep closed ${swept.closed} applications, not 1`);
  return id;
}
