import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect.js';
import { adminToken } from './admin.js';
import { bearer } from './students.js';
import { createTestApp, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The app of one describe block's API tests on `dialect`: made before its tests with the administrator
 * signed in, closed after. `call` sends a request as `token` (none: a visitor), from `address` when given.
 */
export function apiTest(dialect: DialectName, { address }: { address?: string } = {}) {
  const api = {
    t: undefined as unknown as TestApp,
    adminToken: '',
    call: (method: Method, url: string, payload?: object, token?: string, ip = address) =>
      api.t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: ip }),
  };
  beforeAll(async () => {
    api.t = await createTestApp(dialect);
    api.adminToken = await adminToken(api.t.app);
  });
  afterAll(async () => api.t?.close());
  return api;
}
