import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../test/admin.js';
import { bearer, registerStudent } from '../test/students.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { INVALID_JSON_MESSAGE } from './error-handler.js';

// Issue: security, input — prototype-pollution payloads are refused with a clear 400 and change nothing.
const PAYLOADS = [
  '{"__proto__": {"polluted": "yes", "role": "admin"}, "email": "a@example.com", "password": "secret-pass"}',
  '{"constructor": {"prototype": {"polluted": "yes"}}, "email": "a@example.com", "password": "secret-pass"}',
  '{"email": "a@example.com", "nested": {"__proto__": {"polluted": "yes"}}}',
];

describe('prototype-pollution payloads', () => {
  let t: TestApp;
  let studentToken: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    studentToken = (await registerStudent(t.app, t.database.db, 'proto@example.com')).token;
    admin = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  it('are refused on public, student and admin routes, and no object gains a property', async () => {
    const routes = [
      { method: 'POST' as const, url: '/api/login', token: undefined },
      { method: 'PUT' as const, url: '/api/profile', token: studentToken },
      { method: 'POST' as const, url: '/api/admin/jobs', token: admin },
      { method: 'PUT' as const, url: '/api/admin/settings', token: admin },
    ];
    for (const route of routes) {
      for (const payload of PAYLOADS) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: { 'content-type': 'application/json', ...(route.token ? bearer(route.token) : {}) },
        });
        expect(response.statusCode, `${route.url} ${payload}`).toBe(400);
        expect(response.json().message).toBe(INVALID_JSON_MESSAGE);
        expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
      }
    }
    const plain: Record<string, unknown> = {};
    expect(plain.polluted).toBeUndefined();
    expect(plain.role).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('in a query string is only an unknown parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?__proto__[polluted]=yes&constructor[prototype][x]=1',
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The account is untouched by all of the above.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(studentToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).not.toHaveProperty('polluted');
  });
});
