import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerStudent } from '#server/test/students.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('GET /api/globaljobs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t?.close());

  it('needs a signed-in student or admin, and lists every global job sorted by country', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/globaljobs' })).statusCode).toBe(401);

    const { token } = await registerStudent(t.app, t.database.db, 'globe@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/globaljobs', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const jobs = response.json() as { _id: string; country_name: string; link: string }[];
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(jobs[0]).sort()).toEqual([
      '_id',
      'company_name',
      'continents',
      'country_name',
      'link',
      'linkBroken',
    ]);
    const countries = jobs.map((j) => j.country_name);
    expect(countries).toEqual([...countries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(jobs.every((j) => j.link.startsWith('https://'))).toBe(true);

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/globaljobs', headers: bearer(admin.json().token) })).statusCode,
    ).toBe(200);
  });
});
