import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, makePng } from '#server/test/fixtures.js';
import { codeIn, latestMailTo, registerStudent, registration } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('registration on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t?.close());

  const post = (url: string, payload: object, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const count = async (table: 'users' | 'files') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function sendCode(email: string): Promise<string> {
    const response = await post('/api/send-otp', { email });
    expect(response.statusCode).toBe(200);
    return codeIn((await latestMailTo(t.database.db, email.trim().toLowerCase()))?.text ?? '');
  }

  it('creates the account with a valid code, whatever the case and spaces of the email', async () => {
    const code = await sendCode('  Asha.Rao@Example.COM ');
    const pdf = MINIMAL_PDF.toString('base64');
    const picture = (await makePng(64, 64)).toString('base64');
    const response = await post(
      '/api/register',
      registration('ASHA.RAO@example.com', code, {
        resumeData: pdf,
        resumeFilename: 'cv.pdf',
        profilePictureData: picture,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email: 'asha.rao@example.com',
      name: 'Asha Rao',
      skills: ['React', 'SQL'],
      hasResume: true,
      resumeFilename: 'cv.pdf',
      hasProfilePicture: true,
      isBlocked: false,
    });
    // Never a password hash, the code, or file bytes in the answer.
    expect(response.body).not.toMatch(/password|argon2|otp/i);
    expect(response.body).not.toContain(code);
    expect(response.body).not.toContain(pdf.slice(0, 40));

    const login = await post('/api/login', { email: 'asha.rao@EXAMPLE.com', password: 'secret-pass' });
    expect(login.statusCode).toBe(200);
  });

  it('stores codes hashed and mails them', async () => {
    const code = await sendCode('neha@example.com');
    const stored = await t.database.db.selectFrom('one_time_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await latestMailTo(t.database.db, 'neha@example.com');
    expect(mail?.subject).toContain('verification code');
  });

  it('refuses wrong, expired and reused codes', async () => {
    const code = await sendCode('ravi@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('/api/register', registration('ravi@example.com', wrong));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid OTP', code: 'OTP_WRONG' });

    expect((await post('/api/register', registration('ravi@example.com', code))).statusCode).toBe(201);
    const reused = await post('/api/register', registration('ravi@example.com', code));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'Invalid or expired OTP', code: 'OTP_INVALID' });

    await t.database.db.deleteFrom('one_time_codes').execute();
    const code2 = await sendCode('kiran@example.com');
    await t.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await post('/api/register', registration('kiran@example.com', code2));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: 'Invalid or expired OTP', code: 'OTP_INVALID' });
    expect(await count('users')).toBe(1);
  });

  it('locks a code after 5 wrong tries, so guessing cannot succeed', async () => {
    const code = await sendCode('meera@example.com');
    const others = Array.from({ length: 5 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = [];
    for (const guess of others) {
      const answer = await post('/api/register', registration('meera@example.com', guess));
      answers.push(`${answer.statusCode} ${answer.json().code}`);
    }
    // The fifth wrong try already says the code is spent.
    expect(answers).toEqual([...Array(4).fill('400 OTP_WRONG'), '429 OTP_TOO_MANY_TRIES']);
    const right = await post('/api/register', registration('meera@example.com', code));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: 'Too many wrong attempts. Please request a new OTP.',
      code: 'OTP_TOO_MANY_TRIES',
    });
    expect(await count('users')).toBe(0);
  });

  it('makes only one account when two registrations with the same code race', async () => {
    const code = await sendCode('twin@example.com');
    const results = await Promise.all([
      post('/api/register', registration('twin@example.com', code)),
      post('/api/register', registration('twin@example.com', code)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await count('users')).toBe(1);
  });

  it('answers send-otp for an existing account like any other, and mails the owner a notice instead of a code', async () => {
    await registerStudent(t.app, t.database.db, 'taken@example.com');
    await t.database.db.deleteFrom('one_time_codes').execute();
    const known = await post('/api/send-otp', { email: 'Taken@example.com' });
    const unknown = await post('/api/send-otp', { email: 'fresh@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: 'OTP sent to your email!' });
    const notice = await latestMailTo(t.database.db, 'taken@example.com');
    expect(notice?.subject).toContain('already have');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a duplicate account with 409 even with a valid code', async () => {
    const code = await sendCode('dup@example.com');
    // The address gets an account between the code being sent and the registration arriving.
    await registerStudent(t.app, t.database.db, 'someone@example.com');
    await t.database.db.updateTable('users').set({ email: 'dup@example.com' }).execute();
    const response = await post('/api/register', registration('DUP@example.com', code));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists', code: 'ACCOUNT_EXISTS' });
    expect(await count('users')).toBe(1);
  });

  it('waits 60 s between codes for one email, and allows 5 an hour', async () => {
    await sendCode('gap@example.com');
    const again = await post('/api/send-otp', { email: 'gap@example.com' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().message).toMatch(/Please wait \d+ seconds/);
  });

  it('refuses a fake or oversized resume and an image that is really HTML, storing nothing', async () => {
    const code = await sendCode('files@example.com');
    const fakePdf = Buffer.from('<html><body>not a pdf</body></html>').toString('base64');
    const fake = await post('/api/register', registration('files@example.com', code, { resumeData: fakePdf }));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: 'Please select a PDF file for resume', code: 'RESUME_NOT_PDF' });

    const htmlImage = Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64');
    const image = await post(
      '/api/register',
      registration('files@example.com', code, { profilePictureData: htmlImage }),
    );
    expect(image.statusCode).toBe(400);
    expect(image.json()).toEqual({
      message: 'Please select an image file for profile picture',
      code: 'PICTURE_NOT_IMAGE',
    });

    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - MINIMAL_PDF.length)]).toString(
      'base64',
    );
    const oversized = await post('/api/register', registration('files@example.com', code, { resumeData: big }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: 'Resume must be at most 10 MB', code: 'RESUME_TOO_LARGE' });

    expect(await count('users')).toBe(0);
    expect(await count('files')).toBe(0);
    // The code was not spent by the refused attempts.
    expect((await post('/api/register', registration('files@example.com', code))).statusCode).toBe(201);
  });

  it('checks every required field with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ currentCity: '' }, 'Please enter your current city'],
      [{ pinCode: '' }, 'Please enter your area pincode'],
      [{ twelfthPU: { institution: '' } }, 'Please enter institution for all education details'],
      [{ ugDegree: { institution: ' ' } }, 'Please enter institution for all education details'],
      [{ currentAcademicStatus: '' }, 'Please select your current academic status'],
      [{ skills: ['  '] }, 'Please add at least one skill'],
      [{ keywords: [] }, 'Please add at least one keyword'],
      [{ name: '' }, 'Please fill in all required fields'],
      [{ password: '12345' }, 'Password must be at least 6 characters long'],
      [{ otp: '12ab56' }, 'OTP must be 6 digits'],
      [{ acceptTerms: false }, 'Please accept the terms and privacy policy'],
    ];
    for (const [override, message] of cases) {
      const response = await post('/api/register', { ...registration('x@example.com', '123456'), ...override });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('is closed when registration is disabled', async () => {
    await t.database.db.updateTable('settings').set({ registration_enabled: 0 }).execute();
    for (const [url, payload] of [
      ['/api/send-otp', { email: 'a@example.com' }],
      ['/api/register', registration('a@example.com', '123456')],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'New user registration is currently disabled.',
        code: 'REGISTRATION_CLOSED',
      });
    }
  });
});
