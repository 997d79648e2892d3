import { afterEach, describe, expect, it } from 'vitest';
import { solve } from '#server/test/proof-of-work.js';
import { registerStudent } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { LIMITS, levelFor } from './form-guard.js';

/**
 * The two tests that solve dozens of proofs of work on the test's own CPU: 6-7 s alone, and past the
 * default 20 s on CI's two cores while other test files run beside them.
 */
const SOLVING_MS = 60_000;

describe('levelFor', () => {
  it('asks nothing below the free count, then one level more each time the count doubles', () => {
    expect([0, 149].map((n) => levelFor(n, 150))).toEqual([0, 0]);
    expect([150, 299, 300, 599, 600, 1200].map((n) => levelFor(n, 150))).toEqual([1, 1, 2, 2, 3, 4]);
  });
});

describe.each(testDialects())('the guarded forms on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.5') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const login = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    post('/api/login', { email, password }, headers, remoteAddress);
  const cookieOf = (answer: Awaited<ReturnType<typeof login>>) =>
    answer.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

  it('lets a lab post 150 forms from one address freely, then asks the next for a proof of work, which it takes once', async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < LIMITS.formsPerAddress.free; i++) {
      const answer = await post('/api/forgot-password', { email: `student${i}@college.example` });
      expect(answer.statusCode).toBe(200);
    }
    const asked = await post('/api/forgot-password', { email: 'one-more@college.example' });
    expect(asked.statusCode).toBe(428);
    const body = asked.json();
    expect(body).toMatchObject({ code: 'PROOF_OF_WORK_REQUIRED', challenge: { parameters: { data: { level: 1 } } } });
    expect(body.message).toMatch(/short check/);

    const proof = await solve(body.challenge);
    expect((await post('/api/forgot-password', { email: 'one-more@college.example' }, proof)).statusCode).toBe(200);
    // The same proof again: refused, with a new challenge.
    expect((await post('/api/forgot-password', { email: 'another@college.example' }, proof)).statusCode).toBe(428);
    // Another address is not affected.
    expect((await post('/api/forgot-password', { email: 'x@college.example' }, {}, '198.51.100.9')).statusCode).toBe(
      200,
    );
  });

  it('refuses a proof solved for another form, or tampered with', async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < LIMITS.formsPerAddress.free; i++)
      await post('/api/forgot-password', { email: `s${i}@x.example` });
    const { challenge } = (await post('/api/forgot-password', { email: 'a@x.example' })).json();
    const proof = await solve(challenge);
    expect((await post('/api/send-otp', { email: 'a@x.example' }, proof)).statusCode).toBe(428);
    const tampered = JSON.parse(Buffer.from(Object.values(proof)[0], 'base64').toString());
    tampered.challenge.parameters.data.level = 9;
    const header = { [Object.keys(proof)[0]]: Buffer.from(JSON.stringify(tampered)).toString('base64') };
    expect((await post('/api/forgot-password', { email: 'a@x.example' }, header)).statusCode).toBe(428);
  });

  it(
    'makes wrong passwords from one address cost more and more: a single address cannot brute-force a password',
    async () => {
      t = await createTestApp(dialect);
      await registerStudent(t.app, t.database.db, 'victim@example.com');
      const levels: number[] = [];
      for (let i = 0; i < 64; i++) {
        const guess = await login(`someone${i % 7}@example.com`, `guess-${i}`);
        if (guess.statusCode === 428) {
          levels.push(guess.json().challenge.parameters.data.level);
          // The attacker pays: solve and try again.
          const paid = await login(`someone${i % 7}@example.com`, `guess-${i}`, await solve(guess.json().challenge));
          expect(paid.statusCode).toBe(401);
        } else expect(guess.statusCode).toBe(401);
      }
      // Free tries up to 30 wrong ones, then the level rises as the count doubles: 1 at 30, 2 at 60.
      expect(levels.length).toBe(64 - LIMITS.failuresPerAddress.free);
      expect(levels[0]).toBe(1);
      expect(levels.at(-1)).toBe(2);
    },
    SOLVING_MS,
  );

  it(
    "never locks the owner out: strangers' wrong passwords cost the strangers, the owner's own device signs in at once",
    async () => {
      t = await createTestApp(dialect);
      await registerStudent(t.app, t.database.db, 'owner@example.com');
      // The owner signed in from their phone before: it keeps a mark.
      const before = await login('owner@example.com', 'secret-pass', {}, '198.51.100.20');
      expect(before.statusCode).toBe(200);
      const phone = { cookie: cookieOf(before) };
      expect(phone.cookie).toMatch(/^device_[0-9a-f]{16}=/);
      const mark = before.cookies[0];
      expect(mark).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });

      // A stranger elsewhere types 40 wrong passwords for the owner's account.
      for (let i = 0; i < 40; i++) {
        const guess = await login('owner@example.com', `wrong-${i}`, {}, '203.0.113.66');
        if (guess.statusCode === 428)
          await login('owner@example.com', `wrong-${i}`, await solve(guess.json().challenge), '203.0.113.66');
      }
      // The owner's phone: straight in, no proof asked, even with the right password only.
      const fromPhone = await login('owner@example.com', 'secret-pass', phone, '198.51.100.20');
      expect(fromPhone.statusCode).toBe(200);
      // A new device of the owner's: asked for a proof of bounded cost, never refused.
      const fromLaptop = await login('owner@example.com', 'secret-pass', {}, '198.51.100.21');
      expect(fromLaptop.statusCode).toBe(428);
      const { level } = fromLaptop.json().challenge.parameters.data;
      expect(level).toBeLessThanOrEqual(LIMITS.failuresPerAccount.maxLevel);
      const paid = await login(
        'owner@example.com',
        'secret-pass',
        await solve(fromLaptop.json().challenge),
        '198.51.100.21',
      );
      expect(paid.statusCode).toBe(200);
    },
    SOLVING_MS,
  );

  it('stops trusting a device mark after ten wrong passwords through it, and a mark for one account says nothing of another', async () => {
    t = await createTestApp(dialect);
    await registerStudent(t.app, t.database.db, 'first@example.com');
    await registerStudent(t.app, t.database.db, 'second@example.com');
    const mark = { cookie: cookieOf(await login('first@example.com', 'secret-pass')) };
    // Make the accounts costly for untrusted devices.
    for (let i = 0; i < LIMITS.failuresPerAccount.free; i++) {
      await login('second@example.com', `wrong-${i}`, {}, `192.0.2.${i}`);
      await login('first@example.com', `wrong-${i}`, {}, `192.0.2.${i}`);
    }
    // The mark of "first" does not open "second" for free.
    expect((await login('second@example.com', 'secret-pass', mark)).statusCode).toBe(428);
    // Ten wrong passwords through the mark itself end its trust.
    expect((await login('first@example.com', 'secret-pass', mark)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.failuresPerDevice.free; i++)
      expect((await login('first@example.com', `nope-${i}`, mark, '192.0.2.200')).statusCode).toBe(401);
    expect((await login('first@example.com', 'secret-pass', mark)).statusCode).toBe(428);
  });

  it('guards the administrator sign-in the same way', async () => {
    t = await createTestApp(dialect);
    const adminLogin = (password: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.5') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password },
        headers,
        remoteAddress,
      });
    const ok = await adminLogin('admin-password-1', {}, '198.51.100.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies[0]).toMatchObject({ path: '/api/admin/login', httpOnly: true });
    for (let i = 0; i < 15; i++) await adminLogin(`wrong-${i}`, {}, `192.0.2.${i}`);
    expect((await adminLogin('admin-password-1', { cookie: cookieOf(ok) }, '198.51.100.1')).statusCode).toBe(200);
    expect((await adminLogin('admin-password-1', {}, '198.51.100.2')).statusCode).toBe(428);
  });

  it('asks for a proof of work for a mail domain that got unusually many code mails, from any address', async () => {
    t = await createTestApp(dialect);
    const now = new Date();
    await t.database.db
      .insertInto('rate_limits')
      .values({
        key: 'mail:domain:college.example',
        count: LIMITS.mailsPerDomain.free,
        reset_at: new Date(now.getTime() + LIMITS.mailsPerDomain.windowMs).toISOString(),
      })
      .execute();
    const asked = await post('/api/send-otp', { email: 'new@college.example' }, {}, '198.51.100.77');
    expect(asked.statusCode).toBe(428);
    expect((await post('/api/send-otp', { email: 'new@gmail.example' }, {}, '198.51.100.77')).statusCode).toBe(200);
    const paid = await post(
      '/api/send-otp',
      { email: 'new@college.example' },
      await solve(asked.json().challenge),
      '198.51.100.77',
    );
    expect(paid.statusCode).toBe(200);
  });

  it('never mails one inbox more than the code limits allow, whatever proofs are sent', async () => {
    t = await createTestApp(dialect);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await post('/api/send-otp', { email: 'inbox@example.com' })).statusCode);
    expect(answers).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'inbox@example.com')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
