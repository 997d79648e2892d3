import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { insertListings } from '#server/test/listing-rows.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const PUBLIC_URL = 'https://interns.example.in';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file as an XML parser reads it: its root element and each entry's <loc> and <lastmod>. */
function readXml(xml: string) {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const root = document.documentElement;
  const entries = [...root.children].map((entry) => ({
    loc: entry.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: entry.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
  return { root: root.localName, namespace: root.namespaceURI, entries };
}

describe.each(testDialects())('the sitemap and robots.txt on %s', (dialect) => {
  /** Split at 2 URLs a file, so five open listings make three pages. */
  let small: TestApp;
  /** The product's 50,000: the same listings fit one file. */
  let large: TestApp;
  const openIds: string[] = [];
  const fetchFrom = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    small = await createTestApp(dialect, { contentCheckMs: 0, sitemapPageSize: 2, env: { PUBLIC_URL } });
    large = await createTestApp(dialect, { contentCheckMs: 0, env: { PUBLIC_URL } });
    for (const t of [small, large]) {
      const ids = await insertListings(t.database.db, [
        { title: 'Open one' },
        { title: 'Open two', expiresInDays: null },
        { title: 'Open three' },
        { title: 'Open four' },
        { title: 'Open five' },
        { title: 'Switched off', active: false },
        { title: 'Expired', expiresInDays: -1 },
        { title: 'Held', held: true },
      ]);
      if (t === small) openIds.push(...ids.slice(0, 5));
      else openIds.push(...ids.slice(0, 5).map((id) => `large:${id}`));
    }
  });
  afterAll(async () => {
    await small?.close();
    await large?.close();
  });

  const smallIds = () => openIds.filter((id) => !id.startsWith('large:'));
  const urlOf = (id: string) => `${PUBLIC_URL}/internships/${id}`;

  it('lists only the open listings, with absolute URLs and their last change, in one file when they fit', async () => {
    const response = await fetchFrom(large, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = readXml(response.body);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe(NS);
    const expected = openIds.filter((id) => id.startsWith('large:')).map((id) => urlOf(id.slice('large:'.length)));
    expect(sitemap.entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
    for (const entry of sitemap.entries) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
  });

  it('becomes an index of pages of at most the page size past it', async () => {
    const index = readXml((await fetchFrom(small, '/sitemap.xml')).body);
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe(NS);
    expect(index.entries.map((entry) => entry.loc)).toEqual(
      [1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/internships-${n}.xml`),
    );

    const listed: string[] = [];
    for (const n of [1, 2, 3]) {
      const page = await fetchFrom(small, `/sitemaps/internships-${n}.xml`);
      expect(page.statusCode).toBe(200);
      const { root, entries } = readXml(page.body);
      expect(root).toBe('urlset');
      expect(entries.length).toBe(n < 3 ? 2 : 1);
      listed.push(...entries.map((entry) => entry.loc));
    }
    // Each open listing once, across the pages.
    expect(listed.sort()).toEqual(smallIds().map(urlOf).sort());

    for (const url of ['/sitemaps/internships-4.xml', '/sitemaps/internships-0.xml', '/sitemaps/jobs.xml']) {
      const missing = await fetchFrom(small, url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('sends a gzipped file to crawlers that accept it', async () => {
    const plain = (await fetchFrom(small, '/sitemaps/internships-1.xml')).body;
    const gz = await fetchFrom(small, '/sitemaps/internships-1.xml', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it("follows an administrator's change at once", async () => {
    const [first] = smallIds();
    const token = await adminToken(small.app);
    const off = await small.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${first}`,
      headers: bearer(token),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const index = readXml((await fetchFrom(small, '/sitemap.xml')).body);
    expect(index.entries).toHaveLength(2);
    const listed = [];
    for (const n of [1, 2])
      listed.push(...readXml((await fetchFrom(small, `/sitemaps/internships-${n}.xml`)).body).entries);
    expect(listed.map((entry) => entry.loc).sort()).toEqual(smallIds().slice(1).map(urlOf).sort());
  });

  it('names the sitemap in robots.txt by its absolute address, and keeps crawlers out of the private pages', async () => {
    const response = await fetchFrom(small, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /reset-password',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});
