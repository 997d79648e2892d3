import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { codeIn, latestMailTo, registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('password reset on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.5' });
  const { call } = api;

  it('answers forgot-password alike for known and unknown emails, with one mail carrying code and link', async () => {
    await registerStudent(api.t.app, api.t.database.db, 'forgot@example.com');
    const known = await call('POST', '/api/forgot-password', { email: 'Forgot@example.com' });
    const unknown = await call('POST', '/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMailTo(api.t.database.db, 'nobody@example.com')).toBeUndefined();
    const mail = await latestMailTo(api.t.database.db, 'forgot@example.com');
    expect(mail?.subject).toMatch(/^Reset your/);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toMatch(/\/reset-password\?token=[\w-]{20,}/);
  });

  it('resets the password by code, ending existing sessions', async () => {
    const { token } = await registerStudent(api.t.app, api.t.database.db, 'bycode@example.com');
    await call('POST', '/api/forgot-password', { email: 'bycode@example.com' });
    const code = codeIn((await latestMailTo(api.t.database.db, 'bycode@example.com'))?.text ?? '');
    const verified = await call('POST', '/api/verify-otp', { email: 'bycode@example.com', otp: code });
    expect(verified.json()).toEqual({ message: 'OTP verified! Please set your new password.' });

    const reset = await call('POST', '/api/reset-password', {
      email: 'bycode@example.com',
      otp: code,
      newPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully!' });
    expect((await call('GET', '/api/profile', undefined, token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/login', { email: 'bycode@example.com', password: 'brand-new-1' })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/reset-password', {
      email: 'bycode@example.com',
      otp: code,
      newPassword: 'another-1',
    });
    expect(again.statusCode).toBe(400);
  });

  it('resets the password by link once; a second use or a made-up token is refused', async () => {
    await registerStudent(api.t.app, api.t.database.db, 'bylink@example.com');
    await call('POST', '/api/forgot-password', { email: 'bylink@example.com' });
    const text = (await latestMailTo(api.t.database.db, 'bylink@example.com'))?.text ?? '';
    const token = decodeURIComponent(text.match(/token=([\w%-]+)/)?.[1] ?? '');
    const stored = await api.t.database.db.selectFrom('reset_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await call('POST', '/api/reset-password', { token, newPassword: 'via-link-1' })).statusCode).toBe(200);
    expect((await call('POST', '/api/login', { email: 'bylink@example.com', password: 'via-link-1' })).statusCode).toBe(
      200,
    );
    const reused = await call('POST', '/api/reset-password', { token, newPassword: 'via-link-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
    const madeUp = await call('POST', '/api/reset-password', { token: 'x'.repeat(43), newPassword: 'via-link-3' });
    expect(madeUp.statusCode).toBe(400);
    const short = await call('POST', '/api/reset-password', { token, newPassword: '123' });
    expect(short.statusCode).toBe(400);
  });
});
