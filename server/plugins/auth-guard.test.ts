import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../lib/ids.js';
import { TokenService } from '../modules/auth/tokens.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';
import { testDialects } from '../test/test-database.js';
import { authOf } from './auth-guard.js';

describe.each(testDialects())('route guards on %s', (dialect) => {
  let t: TestApp;
  let tokens: TokenService;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      configure: (app) => {
        app.get('/api/test/student-only', { onRequest: app.requireUser }, async (request) => ({
          id: authOf(request).id,
        }));
      },
    });
    tokens = new TokenService(t.config.jwtSecret);
    userId = newId();
    const now = nowIso();
    await t.database.db
      .insertInto('users')
      .values({
        id: userId,
        name: 'Asha',
        email: 'asha@example.com',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function adminToken(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token;
  }

  it('lets each role through its own guard', async () => {
    const userToken = await tokens.sign({ sub: userId, role: 'user', ver: 0 });
    expect((await get('/api/test/student-only', userToken)).json()).toEqual({ id: userId });
    const me = await get('/api/admin/me', await adminToken());
    expect(me.statusCode).toBe(200);
    expect(me.json().admin).toMatchObject({ username: TEST_ADMIN.username, email: TEST_ADMIN.email });
  });

  it('answers 401 to anonymous requests and 403 to the wrong role', async () => {
    for (const url of ['/api/test/student-only', '/api/admin/me']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue', code: 'LOGIN_REQUIRED' });
    }
    const userToken = await tokens.sign({ sub: userId, role: 'user', ver: 0 });
    expect((await get('/api/admin/me', userToken)).statusCode).toBe(403);
    expect((await get('/api/test/student-only', await adminToken())).statusCode).toBe(403);
  });

  it('refuses forged, tampered, unsigned and expired tokens with 401', async () => {
    const forged = await new TokenService('another-secret-another-secret-another-1').sign({
      sub: userId,
      role: 'admin',
      ver: 0,
    });
    const valid = await tokens.sign({ sub: userId, role: 'user', ver: 0 });
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'),
      signature,
    ].join('.');
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'),
      '',
    ].join('.');
    const expired = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('internship-platform')
      .setAudience('session')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));

    for (const token of [forged, tampered, unsigned, expired, 'not-a-token']) {
      const response = await get('/api/admin/me', token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired. Please log in again.');
    }
    expect((await get('/api/test/student-only', tampered)).statusCode).toBe(401);
  });

  it('ends sessions at once when the token version changes, the account is blocked or deleted', async () => {
    const token = await tokens.sign({ sub: userId, role: 'user', ver: 0 });
    await t.database.db.updateTable('users').set({ is_blocked: 1 }).where('id', '=', userId).execute();
    const blocked = await get('/api/test/student-only', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/blocked/);

    await t.database.db
      .updateTable('users')
      .set({ is_blocked: 0, token_version: 1 })
      .where('id', '=', userId)
      .execute();
    expect((await get('/api/test/student-only', token)).statusCode).toBe(401);

    const fresh = await tokens.sign({ sub: userId, role: 'user', ver: 1 });
    expect((await get('/api/test/student-only', fresh)).statusCode).toBe(200);
    const ghost = await tokens.sign({ sub: 'deleted-account', role: 'user', ver: 0 });
    expect((await get('/api/test/student-only', ghost)).statusCode).toBe(401);
  });
});
