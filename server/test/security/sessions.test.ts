import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteExpiredEndedSessions } from '#server/modules/auth/auth.repo.js';
import { adminToken } from '../admin.js';
import { bearer, latestMailTo, registerStudent } from '../students.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { STUDENT_PASSWORD } from './security-fixtures.js';
import { decodeClaims, OTHER_KEY, sessionToken } from './session-tokens.js';

// Sessions (ASVS V3, issue item 2), beyond server/plugins/auth-guard.test.ts, which covers forged,
// tampered, `alg: none` and expired tokens and a token version moved straight in the database. Here:
// the key, issuer and audience each alone, a reset link or code used as a session, and sessions ended
// by what the product really does (a password reset or change, a block, a deletion, 12 hours).

const SESSION_ENDED = 'Your session has expired. Please log in again.';
const TWELVE_HOURS = 12 * 60 * 60;

describe.each(testDialects())('sessions on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { requestsPerMinute: 100_000 });
    admin = await adminToken(t.app);
    adminId = (await t.app.inject({ url: '/api/admin/me', headers: bearer(admin) })).json().admin._id;
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const profile = (token: string) => get('/api/profile', token);

  async function student() {
    counter += 1;
    const email = `session-${counter}@example.com`;
    const { token, user } = await registerStudent(t.app, t.database.db, email);
    return { id: user._id, email, token };
  }
  const login = (email: string, password = STUDENT_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  /** Ask for a password reset; the code and the link's token from the mail. */
  async function resetMail(email: string) {
    const asked = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect(asked.statusCode).toBe(200);
    const text = (await latestMailTo(t.database.db, email))?.text ?? '';
    const code = text.match(/reset code is (\d{6})/)?.[1];
    const link = text.match(/reset-password\?token=(\S+)/)?.[1];
    if (!code || !link) throw new Error(`no code or link in: ${text}`);
    return { code, linkToken: decodeURIComponent(link) };
  }

  it('refuses a token whose key, issuer or audience alone is wrong, and any role confusion', async () => {
    const s = await student();
    const right = await sessionToken(t.config.jwtSecret, { sub: s.id, role: 'user', ver: 0 });
    expect((await profile(right)).statusCode).toBe(200);

    const refused = [
      await sessionToken(OTHER_KEY, { sub: s.id, role: 'user', ver: 0 }),
      await sessionToken(t.config.jwtSecret, { sub: s.id, role: 'user', ver: 0 }, { issuer: 'someone-else' }),
      await sessionToken(t.config.jwtSecret, { sub: s.id, role: 'user', ver: 0 }, { audience: 'password-reset' }),
    ];
    for (const token of refused) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SESSION_ENDED);
    }
    // The administrator's claims, another key.
    const forgedAdmin = await sessionToken(OTHER_KEY, { sub: adminId, role: 'admin', ver: 0 });
    expect((await get('/api/admin/me', forgedAdmin)).statusCode).toBe(401);
    // The server's key, but a student's id claimed as an administrator and the reverse: no such account.
    const studentAsAdmin = await sessionToken(t.config.jwtSecret, { sub: s.id, role: 'admin', ver: 0 });
    expect((await get('/api/admin/me', studentAsAdmin)).statusCode).toBe(401);
    const adminAsStudent = await sessionToken(t.config.jwtSecret, { sub: adminId, role: 'user', ver: 0 });
    expect((await profile(adminAsStudent)).statusCode).toBe(401);
  });

  it('takes the session token from the Authorization header only', async () => {
    const s = await student();
    for (const request of [
      { url: `/api/profile?token=${s.token}` },
      { url: '/api/profile', headers: { cookie: `token=${s.token}` } },
      { url: '/api/profile', headers: { authorization: s.token } },
      { url: '/api/profile', headers: { authorization: `Basic ${s.token}` } },
    ]) {
      expect((await t.app.inject(request)).statusCode, JSON.stringify(request)).toBe(401);
    }
  });

  it("refuses a password-reset link's token and the reset code as a session token", async () => {
    const s = await student();
    const { code, linkToken } = await resetMail(s.email);
    for (const token of [linkToken, code]) {
      for (const url of ['/api/profile', '/api/admin/me', '/api/account/export']) {
        const response = await get(url, token);
        expect(response.statusCode, `${url} with ${token === code ? 'the code' : 'the link token'}`).toBe(401);
        expect(response.json().message).toBe(SESSION_ENDED);
      }
    }
    // Both still do what they are for.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { email: s.email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('ends every session of a student at a password reset, by link or by code, on the next request', async () => {
    for (const by of ['link', 'code'] as const) {
      const s = await student();
      const second = (await login(s.email)).json().token as string;
      expect((await profile(s.token)).statusCode).toBe(200);
      const { code, linkToken } = await resetMail(s.email);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload:
          by === 'link'
            ? { token: linkToken, newPassword: 'a-brand-new-password' }
            : { email: s.email, otp: code, newPassword: 'a-brand-new-password' },
      });
      expect(reset.statusCode, by).toBe(200);
      for (const old of [s.token, second]) {
        const response = await profile(old);
        expect(response.statusCode, by).toBe(401);
        expect(response.json().message).toBe(SESSION_ENDED);
      }
      expect((await login(s.email)).statusCode).toBe(401);
      const fresh = await login(s.email, 'a-brand-new-password');
      expect((await profile(fresh.json().token)).statusCode, by).toBe(200);
    }
  });

  it("ends an administrator's other sessions at a password change", async () => {
    const old = await adminToken(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: bearer(old),
      payload: { currentPassword: TEST_ADMIN.password, newPassword: 'admin-password-2' },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [old, admin]) {
      const response = await get('/api/admin/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SESSION_ENDED);
    }
    const fresh = changed.json().token as string;
    expect((await get('/api/admin/me', fresh)).statusCode).toBe(200);
    // Put the password back for the other tests; that too ends the session it was made with.
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: bearer(fresh),
      payload: { currentPassword: 'admin-password-2', newPassword: TEST_ADMIN.password },
    });
    expect(back.statusCode).toBe(200);
    expect((await get('/api/admin/me', fresh)).statusCode).toBe(401);
    admin = back.json().token;
    expect((await get('/api/admin/me', admin)).statusCode).toBe(200);
  });

  it('ends a student session at a block on the next request, and an unblock does not revive it', async () => {
    const s = await student();
    const block = (isBlocked: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${s.id}/block`,
        headers: bearer(admin),
        payload: { isBlocked },
      });
    expect((await profile(s.token)).statusCode).toBe(200);
    expect((await block(true)).statusCode).toBe(200);
    const afterBlock = await profile(s.token);
    expect(afterBlock.statusCode).toBe(401);
    expect(afterBlock.json().message).toBe(SESSION_ENDED);
    // Signing in again is refused, and says why (only after the right password).
    const blockedLogin = await login(s.email);
    expect(blockedLogin.statusCode).toBe(403);
    expect(blockedLogin.json().message).toMatch(/blocked/);

    expect((await block(false)).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile((await login(s.email)).json().token)).statusCode).toBe(200);
  });

  it('ends the session of an account its owner deleted', async () => {
    const s = await student();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(s.token),
      payload: { password: STUDENT_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of ['/api/profile', '/api/account/export', '/api/my-applications']) {
      const response = await get(url, s.token);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(SESSION_ENDED);
    }
    expect((await login(s.email)).statusCode).toBe(401);
  });

  it("ends the session on the server at logout: that token gets 401, the student's other sessions go on", async () => {
    const s = await student();
    const other = (await login(s.email)).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(s.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    for (const url of ['/api/profile', '/api/my-applications', '/api/account/export']) {
      const after = await get(url, s.token);
      expect(after.statusCode, url).toBe(401);
      expect(after.json()).toEqual({ message: SESSION_ENDED, code: 'SESSION_INVALID' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(s.token) })).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('ends every session of the account at "log out everywhere"; a new login works', async () => {
    const s = await student();
    const other = (await login(s.email)).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout-everywhere', headers: bearer(other) });
    expect(out.json()).toEqual({ message: 'Logged out on every device' });
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile((await login(s.email)).json().token)).statusCode).toBe(200);
  });

  it("ends an administrator's session at logout, and only that one", async () => {
    const first = await adminToken(t.app);
    const second = await adminToken(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/admin/me', first)).statusCode).toBe(401);
    expect((await get('/api/admin/me', second)).statusCode).toBe(200);
  });

  it('refuses a token without a session id (it could not be ended by a logout)', async () => {
    const s = await student();
    const { ver } = decodeClaims(s.token);
    const withId = await sessionToken(t.config.jwtSecret, { sub: s.id, role: 'user', ver });
    expect((await profile(withId)).statusCode).toBe(200);
    const withoutId = await sessionToken(
      t.config.jwtSecret,
      { sub: s.id, role: 'user', ver },
      { withSessionId: false },
    );
    expect((await profile(withoutId)).statusCode).toBe(401);
  });

  it('forgets an ended session once its token would have expired anyway', async () => {
    const s = await student();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(s.token) });
    const { jti, exp } = decodeClaims(s.token);
    const ended = () => t.database.db.selectFrom('ended_sessions').select('id').where('id', '=', jti).execute();
    expect(await ended()).toHaveLength(1);
    await deleteExpiredEndedSessions(t.database.db, new Date((exp - 1) * 1000));
    expect(await ended()).toHaveLength(1);
    await deleteExpiredEndedSessions(t.database.db, new Date(exp * 1000));
    expect(await ended()).toHaveLength(0);
  });

  it('keeps administrator sessions to 12 hours (students: 7 days)', async () => {
    const token = await adminToken(t.app);
    const claims = decodeClaims(token);
    expect(claims.role).toBe('admin');
    expect(claims.exp - claims.iat).toBeGreaterThan(0);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(TWELVE_HOURS);
    const s = await student();
    const studentClaims = decodeClaims(s.token);
    expect(studentClaims.exp - studentClaims.iat).toBe(7 * 24 * 60 * 60);

    // A token issued by the server's own key and shaped as it issues them, 12 hours and a minute ago.
    const stale = await sessionToken(
      t.config.jwtSecret,
      { sub: adminId, role: 'admin', ver: claims.ver },
      { issuedSecondsAgo: TWELVE_HOURS + 60, lifetimeSeconds: TWELVE_HOURS },
    );
    expect((await get('/api/admin/me', stale)).statusCode).toBe(401);
    // Its age alone decides: the same token with a day's lifetime, still unexpired, is refused too.
    const longLived = await sessionToken(
      t.config.jwtSecret,
      { sub: adminId, role: 'admin', ver: claims.ver },
      { issuedSecondsAgo: TWELVE_HOURS + 60, lifetimeSeconds: 2 * TWELVE_HOURS },
    );
    expect((await get('/api/admin/me', longLived)).statusCode).toBe(401);
    const fresh = await sessionToken(
      t.config.jwtSecret,
      { sub: adminId, role: 'admin', ver: claims.ver },
      { issuedSecondsAgo: 60, lifetimeSeconds: 2 * TWELVE_HOURS },
    );
    expect((await get('/api/admin/me', fresh)).statusCode).toBe(200);

    // The real token, with the clock moved: a minute before 12 hours it works, a second after it does not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((claims.iat + TWELVE_HOURS - 60) * 1000);
    expect((await get('/api/admin/me', token)).statusCode).toBe(200);
    vi.setSystemTime((claims.iat + TWELVE_HOURS + 1) * 1000);
    const expired = await get('/api/admin/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SESSION_ENDED);
  });
});
