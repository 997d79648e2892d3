import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('says ok while the database answers', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is unreachable', async () => {
    t = await createTestApp(dialect);
    await t.database.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    t.database.destroy = async () => {};
  });
});
