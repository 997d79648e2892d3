import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('resume downloads on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.5' });
  const { call } = api;

  it('lets only the owner or an admin download a resume', async () => {
    const owner = await registerStudent(api.t.app, api.t.database.db, 'owner@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
    });
    const other = await registerStudent(api.t.app, api.t.database.db, 'other@example.com');
    const url = `/api/resume/${owner.user._id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, other.token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, owner.token)).statusCode).toBe(200);
    expect((await call('GET', url, undefined, api.adminToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/resume/${other.user._id}`, undefined, api.adminToken)).statusCode).toBe(404);
  });
});
