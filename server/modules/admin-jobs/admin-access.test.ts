import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.js';
import { bearer, registerStudent } from '../../test/students.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('every admin route', () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login')
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, 'x') })),
      );
  });
  afterAll(async () => t?.close());

  it('is found in the OpenAPI description (so a new route is covered here too)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses anonymous callers with 401, students with 403, and lets an admin through', async () => {
    const { token: studentToken } = await registerStudent(t.app, t.database.db, 'not-admin@example.com');
    const admin = await adminToken(t.app);
    for (const { method, url } of routes) {
      const call = (headers = {}) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
      expect((await call()).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(bearer(studentToken))).statusCode, `${method} ${url} student`).toBe(403);
      expect((await call(bearer(admin))).statusCode, `${method} ${url} admin`).not.toBe(401);
      expect((await call(bearer(admin))).statusCode, `${method} ${url} admin`).not.toBe(403);
    }
  });
});
