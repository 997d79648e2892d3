import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF } from '../test/fixtures.js';
import { codeIn, latestMailTo, registration } from '../test/students.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';
import { testDialects } from '../test/test-database.js';

// Issue: security, errors and logs — after the account flows, at the most verbose level, the log holds
// no password, code, token or resume bytes; nor do the page requests that carry a reset link's token,
// nor a look at the local mailbox.
const RESUME_MARKER = 'RESUME-BYTES-5c1e9b';
const RESUME = Buffer.concat([MINIMAL_PDF, Buffer.from(`%${RESUME_MARKER}\n`)]);
const PASSWORDS = { first: 'Secret-Pass-4711', second: 'Another-Pass-0815', wrong: 'Wrong-Guess-9931' };

describe.each(testDialects())('the log on %s', (dialect) => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      log += chunk;
    });
    t = await createTestApp(dialect, { logger: true, logStream: stream, env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('never holds a password, a code, a token or resume bytes', async () => {
    const email = 'logs@example.com';
    const secrets: string[] = [...Object.values(PASSWORDS), TEST_ADMIN.password, RESUME_MARKER];

    expect((await post('/api/send-otp', { email })).statusCode).toBe(200);
    const code = codeIn((await latestMailTo(t.database.db, email))?.text ?? '');
    const registered = await post(
      '/api/register',
      registration(email, code, {
        password: PASSWORDS.first,
        resumeData: RESUME.toString('base64'),
        resumeFilename: 'cv.pdf',
      }),
    );
    expect(registered.statusCode).toBe(201);
    secrets.push(registered.json().token, RESUME.toString('base64').slice(-40));

    expect((await post('/api/login', { email, password: PASSWORDS.wrong })).statusCode).toBe(401);
    const login = await post('/api/login', { email, password: PASSWORDS.first });
    secrets.push(login.json().token);

    expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
    const resetMail = (await latestMailTo(t.database.db, email))?.text ?? '';
    const resetCode = codeIn(resetMail);
    const resetToken = resetMail.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    // The student opens the link, a page (the web app's route), and reads the mails in the local mailbox.
    await t.app.inject({ url: `/reset-password?token=${resetToken}` });
    await t.app.inject({ url: `/reset-password?lang=en&Token=${resetToken}&code=${resetCode}` });
    const mailbox = await t.app.inject({ url: '/dev/mailbox' });
    expect(mailbox.body).toContain(resetToken); // the mailbox shows it; the log must not
    for (const mail of await t.database.db.selectFrom('mail_outbox').select('id').execute()) {
      await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
    }
    expect((await post('/api/verify-otp', { email, otp: resetCode })).statusCode).toBe(200);
    expect((await post('/api/reset-password', { token: resetToken, newPassword: PASSWORDS.second })).statusCode).toBe(
      200,
    );
    const again = await post('/api/login', { email, password: PASSWORDS.second });
    expect(again.statusCode).toBe(200);
    secrets.push(again.json().token, resetToken);

    const resume = await t.app.inject({
      method: 'GET',
      url: `/api/resume/${again.json().user._id}`,
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(resume.rawPayload.includes(RESUME_MARKER)).toBe(true);
    const admin = await post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    secrets.push(admin.json().token);

    // The log is real and verbose: every request is in it.
    expect(log).toContain('/api/reset-password');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/reset-password?lang=en&Token=[redacted]&code=[redacted]');
    expect(log).toContain('/dev/mailbox');
    expect(log.split('\n').length).toBeGreaterThan(20);
    for (const secret of secrets) expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    for (const oneTimeCode of [code, resetCode]) {
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${oneTimeCode}(?!\\d)`));
    }
  });
});
