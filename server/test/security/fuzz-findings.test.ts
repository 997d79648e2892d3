import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_UPLOAD } from '#server/modules/job-import/job-import.routes.js';
import { BAD_URL_MESSAGE } from '#server/plugins/error-handler.js';
import { NUL_MESSAGE } from '#server/plugins/security.js';
import { adminToken } from '../admin.js';
import { bearer } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';

// What the fuzz found, kept as plain regression tests (the fuzz might not draw these inputs again).
describe.each(testDialects())('inputs the fuzz found failing, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  it('refuses a NUL character in a path, a query or a body with 400 (PostgreSQL failed the query: 500)', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/jobs/a%00b' }),
      t.app.inject({ method: 'GET', url: '/api/jobs?search=%00' }),
      t.app.inject({ method: 'DELETE', url: '/api/admin/jobs/deletebylocation/%00', headers: bearer(admin) }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/globals',
        headers: bearer(admin),
        payload: { country_name: 'In\u0000dia', company_name: 'A', link: 'https://example.com', continents: 'Asia' },
      }),
      t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { 'e\u0000mail': 'a@example.com' } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: NUL_MESSAGE, code: 'NUL_CHARACTER' });
    }
    expect(await t.database.db.selectFrom('global_jobs').select('id').execute()).toEqual([]);
  });

  it('answers a path with broken percent-encoding in the product shape, with the security headers', async () => {
    for (const url of ['/api/jobs/%ZZ', '/api/admin/users/%C0%AF/block', '/internships/%E0%A4%A']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toEqual({ message: BAD_URL_MESSAGE, code: 'BAD_URL' });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/jobs/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.', code: 'URL_TOO_LONG' });
  });

  it('answers a multipart upload without a boundary, or cut short, with 400 (was 500, and 413 "too large")', async () => {
    const upload = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/bulk-upload',
        headers: { ...bearer(admin), 'content-type': contentType },
        payload,
      });
    const noBoundary = await upload('multipart/form-data', '------fuzz-boundary--\r\n');
    const cutShort = await upload(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="excel"; filename="jobs.xlsx"\r\n\r\nPK',
    );
    for (const answer of [noBoundary, cutShort]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: MALFORMED_UPLOAD, code: 'UPLOAD_MALFORMED' });
    }
  });
});
