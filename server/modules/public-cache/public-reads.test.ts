import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { rawRequest } from '#server/test/raw-request.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const form = {
  title: 'Zephyrine Cache Intern',
  company: 'Fresh Answers Pvt Ltd',
  location: 'Hubballi',
  email: 'hr@fresh.example.com',
  domain: 'Technology',
  position: 'Intern',
  salary: 9000,
  type: 'Full-time',
  duration: '3 months',
  description: 'Keep answers fresh.',
  requirements: ['Care'],
  isActive: true,
  featured: false,
  expiryDate: '2099-01-31',
};

describe.each(testDialects())('public read cache on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  // A long check interval: only this process's own writes may refresh the cache in these tests.
  const CHECK_MS = 400;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SEED_DEMO: 'true' }, contentCheckMs: CHECK_MS });
    token = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const search = async (text: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs?search=${encodeURIComponent(text)}` })).json();
  const version = async () =>
    Number((await t.database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);

  it('moves the content version on public changes only, never on views or application counts', async () => {
    const id = (await t.database.db.selectFrom('internships').select('id').executeTakeFirstOrThrow()).id;
    const before = await version();
    await t.database.db
      .updateTable('internships')
      .set({ view_count: sql`view_count + 1`, application_count: sql`application_count + 1` })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBe(before);
    await t.database.db.updateTable('internships').set({ salary: 12345 }).where('id', '=', id).execute();
    expect(await version()).toBeGreaterThan(before);
    // The email says which company's answers the pages show (docs/decisions/0033, 0053).
    const afterSalary = await version();
    await t.database.db
      .updateTable('internships')
      .set({ email: 'hr@moved.example.com' })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBeGreaterThan(afterSalary);
    const afterEdit = await version();
    await t.database.db.updateTable('settings').set({ platform_name: 'InternConnect' }).execute();
    expect(await version()).toBeGreaterThan(afterEdit);
  });

  it('shows an administrator’s create, edit, deactivation and delete on the very next public read', async () => {
    expect((await search('zephyrine')).pagination.total).toBe(0);
    const created = (await admin('POST', '/api/admin/jobs', form)).json().job;
    const found = await search('zephyrine');
    expect(found.jobs.map((j: { _id: string }) => j._id)).toEqual([created._id]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/jobs/${created._id}` });
    expect(detail.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(detail.json()).toMatchObject({ title: form.title, isClosed: false, requirements: ['Care'] });
    expect(detail.json()).not.toHaveProperty('email');

    await admin('PUT', `/api/admin/jobs/${created._id}`, { ...form, title: 'Zephyrine Renamed Intern' });
    expect((await search('zephyrine')).jobs[0].title).toBe('Zephyrine Renamed Intern');
    await admin('PUT', `/api/admin/jobs/${created._id}`, { isActive: false });
    expect((await search('zephyrine')).pagination.total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${created._id}` })).json().isClosed).toBe(true);
    await admin('DELETE', `/api/admin/jobs/${created._id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${created._id}` })).statusCode).toBe(404);
  });

  it('serves a repeated read from the cache, and sees another process’s change within the check interval', async () => {
    const first = await search('developer');
    const target = first.jobs[0];
    // Another process (here: a direct write) renames the first result; this process has not seen it yet.
    await t.database.db
      .updateTable('internships')
      .set({ title: 'Developer Renamed Elsewhere' })
      .where('id', '=', target._id)
      .execute();
    expect((await search('developer')).jobs[0].title).toBe(target.title);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 50));
    expect((await search('developer')).jobs[0].title).toBe('Developer Renamed Elsewhere');
  });

  it('caches by meaning: case and punctuation of the same words share one answer', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/jobs?search=Data%20analyst&location=PUNE' });
    const b = await t.app.inject({ method: 'GET', url: '/api/jobs?search=data,analyst&location=pune' });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });

  it('drops an internship from the cached list and closes its cached detail the moment it expires', async () => {
    const target = (await search('developer')).jobs[1];
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    await t.database.db
      .updateTable('internships')
      .set({ expiry_date: expiresAt })
      .where('id', '=', target._id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 50));
    const ids = async () => (await search('developer')).jobs.map((j: { _id: string }) => j._id);
    const detail = async () => (await t.app.inject({ method: 'GET', url: `/api/jobs/${target._id}` })).json();
    expect(await ids()).toContain(target._id);
    expect((await detail()).isClosed).toBe(false);
    const versionBefore = await version();
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 20));
    expect(await ids()).not.toContain(target._id);
    expect((await detail()).isClosed).toBe(true);
    expect(await version()).toBe(versionBefore);
  });

  it('sends cached answers compressed to clients that accept it, the same JSON underneath', async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get('/api/jobs?limit=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('/api/jobs?limit=12', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/jobs?limit=12', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // A small answer goes as it is.
    const none = await get('/api/jobs?search=qqqqzzzz', 'br');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().pagination.total).toBe(0);
  });
});

describe('public read cache and a request line in absolute form', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('shows an edit sent as `PUT http://host/api/admin/…` on the very next read (it reads the matched route)', async () => {
    // The database is never asked whether another process changed something: only this process's own
    // admin writes can refresh the cache here.
    t = await createTestApp('sqlite', { contentCheckMs: 3_600_000 });
    const token = await adminToken(t.app);
    const search = async () => (await t.app.inject({ method: 'GET', url: '/api/jobs?search=quillwort' })).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: bearer(token),
      payload: { ...form, title: 'Quillwort Absolute Intern' },
    });
    expect((await search()).jobs[0].title).toBe('Quillwort Absolute Intern'); // now cached
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const edit = await rawRequest(base, `PUT ${base}/api/admin/jobs/${created.json().job._id} HTTP/1.1`, {
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, title: 'Quillwort Renamed Intern' }),
    });
    expect(edit.status).toBe(200);
    expect((await search()).jobs[0].title).toBe('Quillwort Renamed Intern');
  });
});
