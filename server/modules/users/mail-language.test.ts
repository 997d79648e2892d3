import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids.js';
import { adminToken } from '#server/test/admin.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { bearer, codeIn, registration } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import type { Language } from '#shared/languages.js';
import { applicationReceivedMail, statusChangedMail } from '../mail/templates.js';
import { createSmtpTransport } from '../mail/transport.js';

// docs/decisions/0031: the student's mails come in the student's language, kept on the account
// (users.language); the registration code's in the language of the form. Delivered through real SMTP.

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const COMPANY_MAIL = 'careers@nimbus.example.com';
const PLATFORM = 'Setu <Jobs>';
const JOB = { title: 'Frontend Developer Intern', company: 'Nimbus Softlabs' };

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const simple = (mail: ParsedMail, to: string): Mail => ({
  to,
  subject: mail.subject ?? '',
  text: (mail.text ?? '').trimEnd(),
  html: typeof mail.html === 'string' ? mail.html : '',
});

describe.each(testDialects())('mails in the student’s language on %s', (dialect) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: string;
  let counter = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(dialect, { mailTransport: createSmtpTransport(smtp.url), contentCheckMs: 0 });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.database.db.deleteFrom('mail_outbox').execute();
    // The company's mail goes out at once (auto-approval) beside the student's.
    await t.database.db
      .updateTable('settings')
      .set({ auto_approval: 1, email_notifications: 1, platform_name: PLATFORM })
      .execute();
  });

  /** Send what the outbox holds through SMTP and read the `count` mails that arrive. */
  async function deliver(count: number): Promise<Mail[]> {
    await t.app.mailSender.runOnce();
    const received = await smtp.waitFor(count);
    const mails = await Promise.all(received.map(async (m) => simple(await simpleParser(m.raw), m.to.join(','))));
    smtp.received.length = 0;
    expect(mails).toHaveLength(count);
    return mails;
  }

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    { token, language }: { token?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
    });

  /** Register through send-otp (its mail read from SMTP) and register; `body` adds `language` to both. */
  async function register({ body, header }: { body?: Language; header?: string } = {}) {
    counter += 1;
    const email = `bhasha${counter}-${dialect}@example.com`;
    const named = body ? { language: body } : {};
    const sent = await send('POST', '/api/send-otp', { email, ...named }, { language: header });
    expect(sent.statusCode).toBe(200);
    const [codeMail] = await deliver(1);
    const response = await send(
      'POST',
      '/api/register',
      registration(email, codeIn(codeMail.text), {
        name: `Asha <b>${counter}</b>`,
        resumeData: MINIMAL_PDF.toString('base64'),
        resumeFilename: 'cv.pdf',
        ...named,
      }),
      { language: header },
    );
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    return { token, user, email, codeMail };
  }

  async function addJob() {
    const id = newId();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('internships')
      .values({
        id,
        ...JOB,
        location: 'Bengaluru',
        email: COMPANY_MAIL,
        domain: 'Technology',
        position: 'Intern',
        duration: '3 months',
        salary: 15000,
        description: 'Build things.',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** Apply to a new internship, then an administrator accepts: the mails of both, by recipient. */
  async function applyAndAccept(token: string, email: string) {
    const jobId = await addJob();
    const applied = await send('POST', `/api/jobs/${jobId}/apply`, { coverLetter: 'Namaskara!' }, { token });
    expect(applied.statusCode).toBe(201);
    const mails = await deliver(2);
    const toStudent = mails.find((mail) => mail.to === email) as Mail;
    const toCompany = mails.find((mail) => mail.to === COMPANY_MAIL) as Mail;
    const id = applied.json().application._id;
    const changed = await send('PUT', `/api/admin/applications/${id}/status`, { status: 'Accepted' }, { token: admin });
    expect(changed.statusCode).toBe(200);
    const [statusMail] = await deliver(1);
    expect([toStudent?.to, toCompany?.to, statusMail.to]).toEqual([email, COMPANY_MAIL, email]);
    return { received: toStudent, toCompany, statusMail };
  }

  it('mails the code in Kannada to a student registering in Kannada, and keeps Kannada on the account', async () => {
    const { token, user, codeMail } = await register({ body: 'kn' });
    expect(codeMail.subject).toMatch(KANNADA);
    expect(codeMail.subject).toContain('OTP');
    expect(codeMail.text).toMatch(/^ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಕೋಡ್ \(OTP\): \d{6}\n\nಇದು 10 ನಿಮಿಷಗಳವರೆಗೆ/);
    expect(codeMail.html).toContain('<html lang="kn">');
    expect(user.language).toBe('kn');
    const profile = await send('GET', '/api/profile', undefined, { token });
    expect(profile.json().user.language).toBe('kn');
  });

  it('follows the language the requests ask for when the bodies name none', async () => {
    const { user, codeMail } = await register({ header: 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(codeMail.subject).toMatch(DEVANAGARI);
    expect(codeMail.text).toMatch(/^आपका वेरिफ़िकेशन कोड \(OTP\) \d{6} है।/);
    expect(user.language).toBe('hi');
  });

  it('tells the owner of an existing account in the account’s language, whatever the new form asks', async () => {
    const { email } = await register({ body: 'kn' });
    // The code of the registration is spent: a new one may be asked for at once.
    await t.database.db.deleteFrom('one_time_codes').execute();
    const again = await send('POST', '/api/send-otp', { email, language: 'hi' }, { language: 'hi' });
    expect(again.statusCode).toBe(200);
    const [notice] = await deliver(1);
    expect(notice.subject).toMatch(KANNADA);
    expect(notice.text).toContain('ಲಾಗಿನ್ ಮಾಡಿ: http://');
    expect(notice.html).toMatch(/<a href="http[^"]+\/login">ಲಾಗಿನ್ ಮಾಡಿ<\/a>/);
    expect(notice.html).toContain('Setu &lt;Jobs&gt;');
  });

  it('after PUT /api/profile/language, writes the confirmation and the status change in Hindi; the company’s stays English', async () => {
    const { token, email } = await register({ body: 'kn' });
    const changed = await send('PUT', '/api/profile/language', { language: 'hi' }, { token });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'hi' });
    expect((await send('GET', '/api/profile', undefined, { token })).json().user.language).toBe('hi');

    const { received, toCompany, statusMail } = await applyAndAccept(token, email);
    expect(received.subject).toBe(`${JOB.company} में ${JOB.title} के लिए आपका आवेदन`);
    expect(received.text).toContain('आपका आवेदन हमें मिल गया है');
    expect(received.text).toMatch(/^नमस्ते Asha <b>\d+<\/b>,/);
    // The student's name is escaped in the HTML, as in English.
    expect(received.html).toMatch(/नमस्ते Asha &lt;b&gt;\d+&lt;\/b&gt;,/);
    expect(received.html).toContain('<html lang="hi">');
    expect(statusMail.subject).toBe(`आपका आवेदन (${JOB.title}): स्वीकृत`);
    expect(statusMail.text).toContain('बधाई हो!');
    expect(statusMail.html).toContain('<strong>स्वीकृत</strong>');
    expect(toCompany.subject).toMatch(/^New application for Frontend Developer Intern from Asha/);
    expect(`${toCompany.subject}${toCompany.text}`).not.toMatch(DEVANAGARI);
  });

  it('writes an English account’s mails exactly as before', async () => {
    const { token, user, email, codeMail } = await register();
    expect(user.language).toBe('en');
    expect(codeMail.subject).toBe('Your Setu <Jobs> verification code');
    const { received, statusMail } = await applyAndAccept(token, email);
    const expected = applicationReceivedMail(PLATFORM, user.name, JOB, 'en');
    expect(received.subject).toBe(expected.subject);
    expect(received.text).toBe(expected.text);
    expect(received.html).toBe(expected.html);
    expect(statusMail.subject).toBe(`Your application for ${JOB.title}: Accepted`);
    expect(statusMail.text).toBe(statusChangedMail(PLATFORM, user.name, JOB, 'Accepted').text);
  });

  it('mails the password reset in the account’s language', async () => {
    const { token, email } = await register({ body: 'en' });
    expect((await send('PUT', '/api/profile/language', { language: 'kn' }, { token })).statusCode).toBe(200);
    expect((await send('POST', '/api/forgot-password', { email })).statusCode).toBe(200);
    const [reset] = await deliver(1);
    expect(reset.subject).toBe('ನಿಮ್ಮ Setu <Jobs> ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ');
    expect(reset.text).toMatch(/ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ನಿಮ್ಮ ಕೋಡ್ \(OTP\): \d{6} \(10 ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯ\)/);
    expect(reset.text).toContain('/reset-password?token=');
  });

  it('refuses a language the product does not speak, and a caller without a session', async () => {
    const { token, email } = await register({ body: 'hi' });
    for (const payload of [{ language: 'fr' }, { language: 'KN' }, {}, { language: 'kn', other: 1 }]) {
      const refused = await send('PUT', '/api/profile/language', payload, { token });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const inKannada = await send('PUT', '/api/profile/language', { language: 'fr' }, { token, language: 'kn' });
    expect(inKannada.json()).toEqual({ message: 'ದಯವಿಟ್ಟು ಇಂಗ್ಲಿಷ್, ಕನ್ನಡ ಅಥವಾ ಹಿಂದಿ ಆಯ್ಕೆ ಮಾಡಿ', code: 'VALIDATION_FAILED' });
    expect((await send('PUT', '/api/profile/language', { language: 'kn' })).statusCode).toBe(401);
    // The account kept its language through the refusals.
    expect((await send('GET', '/api/profile', undefined, { token })).json().user.language).toBe('hi');

    const badSend = await send('POST', '/api/send-otp', { email: `x-${email}`, language: 'ta' });
    expect(badSend.statusCode).toBe(400);
    expect(badSend.json().code).toBe('VALIDATION_FAILED');
    const badRegister = await send('POST', '/api/register', {
      ...registration(`y-${email}`, '123456'),
      language: 'ta',
    });
    expect(badRegister.statusCode).toBe(400);
    expect(badRegister.json()).toEqual({
      message: 'Please choose English, Kannada or Hindi',
      code: 'VALIDATION_FAILED',
    });
  });

  it('gives the language with the student’s data export', async () => {
    const { token } = await register({ body: 'kn' });
    const exported = await send('GET', '/api/account/export', undefined, { token });
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).profile.language).toBe('kn');
  });
});
