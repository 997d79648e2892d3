import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('POST /api/admin/login on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const login = (payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });

  it('signs the first administrator in with a token and the admin object', async () => {
    t = await createTestApp(dialect);
    const response = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.admin).toEqual({ _id: expect.any(String), username: TEST_ADMIN.username, email: TEST_ADMIN.email });
    expect(response.body).not.toContain('password');
  });

  it('answers wrong passwords and unknown names alike', async () => {
    t = await createTestApp(dialect);
    const wrong = await login({ username: TEST_ADMIN.username, password: 'nope' });
    const unknown = await login({ username: 'nobody', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password', code: 'WRONG_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    t = await createTestApp(dialect);
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Username is required');
  });

  it('raises the cost of attempts per account after ten wrong ones from anywhere (428: a proof of work, never a lockout)', async () => {
    t = await createTestApp(dialect);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await login({ username: TEST_ADMIN.username, password: 'guess' }, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(428);
    // The right password from a new device: a proof of work to do, then in (form-guard.test.ts).
    const asked = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }, '198.51.100.99');
    expect(asked.statusCode).toBe(428);
    expect(asked.json().code).toBe('PROOF_OF_WORK_REQUIRED');
  });
});
