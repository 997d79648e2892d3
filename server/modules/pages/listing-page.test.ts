import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { insertListings, shellWebRoot } from '#server/test/listing-rows.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const PUBLIC_URL = 'https://interns.example.in';
const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)> & 'quotes' \u2028 <!--`;

/** The JSON-LD as the tests read it (the whole object is compared where it matters). */
interface JobPostingJson {
  [key: string]: unknown;
  title: string;
  description: string;
  hiringOrganization: { name: string };
  jobLocation: { address: { addressLocality: string } };
}

/** The page's head as a browser reads it. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) =>
    [...document.querySelectorAll(`meta[${selector}]`)].map((tag) => tag.getAttribute('content'));
  const one = (selector: string) => {
    const found = meta(selector);
    expect(found, selector).toHaveLength(1);
    return found[0];
  };
  const ldBlocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
  return {
    document,
    title: document.title,
    titles: document.querySelectorAll('title').length,
    one,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    ldBlocks,
    jsonLd: () => {
      expect(ldBlocks).toHaveLength(1);
      return JSON.parse(ldBlocks[0]?.textContent ?? '') as JobPostingJson;
    },
  };
}

describe.each(testDialects())('/internships/{id} for crawlers on %s', (dialect) => {
  let t: TestApp;
  let shell: ReturnType<typeof shellWebRoot>;
  let ids: Record<'open' | 'remote' | 'unpaid' | 'hostile' | 'inactive' | 'expired' | 'held', string>;
  let platformName: string;
  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/internships/${id}`, headers });

  beforeAll(async () => {
    shell = shellWebRoot();
    t = await createTestApp(dialect, { webRoot: shell.root, contentCheckMs: 0, env: { PUBLIC_URL } });
    const [open, remote, unpaid, hostile, inactive, expired, held] = await insertListings(t.database.db, [
      {
        title: 'Frontend Developer Intern',
        location: 'Bengaluru',
        salary: 15000,
        description: `Build screens for a student app.\n\n${'You will pair with our designers every week. '.repeat(8)}`,
      },
      { title: 'Content Writer', type: 'Remote', location: 'Remote', salary: 8000 },
      { title: 'Volunteer Teaching Intern', type: 'Part-time', location: 'Mysuru', salary: 0 },
      { title: HOSTILE, company: `${HOSTILE} Pvt`, location: HOSTILE, description: HOSTILE },
      { title: 'Switched Off Intern', active: false },
      { title: 'Past Date Intern', expiresInDays: -1 },
      { title: 'Held For Review Intern', held: true },
    ]);
    ids = { open, remote, unpaid, hostile, inactive, expired, held } as typeof ids;
    platformName = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().platformName;
  });
  afterAll(async () => {
    await t?.close();
    if (shell) rmSync(shell.root, { recursive: true, force: true });
  });

  it("gives an open listing's page its title, description, canonical, Open Graph and Twitter tags", async () => {
    const response = await get(ids.open);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    // The security headers every page gets.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const page = read(response.body);
    const name = 'Frontend Developer Intern at Acme Pvt Ltd';
    expect(page.title).toBe(`${name} | ${platformName}`);
    expect(page.titles).toBe(1);
    const description = page.one('name="description"');
    expect(description).toMatch(/^₹15,000 a month · Bengaluru · 3 months\. Build screens for a student app\. You will/);
    expect(description?.endsWith('…')).toBe(true);
    expect(description?.length).toBeLessThan(240);
    const url = `${PUBLIC_URL}/internships/${ids.open}`;
    expect(page.canonical).toEqual([url]);
    expect(page.one('property="og:type"')).toBe('website');
    expect(page.one('property="og:site_name"')).toBe(platformName);
    expect(page.one('property="og:title"')).toBe(name);
    expect(page.one('property="og:description"')).toBe(description);
    expect(page.one('property="og:url"')).toBe(url);
    expect(page.one('property="og:locale"')).toBe('en_IN');
    expect(page.one('name="twitter:card"')).toBe('summary');
    expect(page.one('name="twitter:title"')).toBe(name);
    expect(page.one('name="twitter:description"')).toBe(description);
    // What the public API leaves out stays out: the company's address.
    expect(response.body).not.toContain('hr@acme.example.com');
    // The rest of the shell is untouched: React still mounts in #root and its script still loads.
    expect(page.document.querySelector('#root')?.textContent).toContain('InternConnect');
    expect(page.document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/main.tsx');
  });

  it('carries a JobPosting with every property Google reads', async () => {
    const posting = read((await get(ids.open)).body).jsonLd();
    const row = await t.database.db
      .selectFrom('internships')
      .select(['created_at', 'expiry_date'])
      .where('id', '=', ids.open)
      .executeTakeFirstOrThrow();
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend Developer Intern',
      description: expect.stringContaining('Build screens for a student app.'),
      datePosted: row.created_at,
      validThrough: row.expiry_date,
      employmentType: ['INTERN', 'FULL_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Acme Pvt Ltd' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', value: 15000, unitText: 'MONTH' },
      },
      directApply: true,
      url: `${PUBLIC_URL}/internships/${ids.open}`,
    });
  });

  it('says a remote listing is remote, in India, and states no salary for an unpaid one', async () => {
    const remote = read((await get(ids.remote)).body).jsonLd();
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote.employmentType).toBe('INTERN');

    const unpaidPage = read((await get(ids.unpaid)).body);
    const unpaid = unpaidPage.jsonLd();
    expect(unpaid).not.toHaveProperty('baseSalary');
    expect(unpaid.employmentType).toEqual(['INTERN', 'PART_TIME']);
    expect(unpaidPage.one('name="description"')).toMatch(/^Unpaid · Mysuru · 3 months\./);
  });

  it('keeps markup in a listing inside its tags and its JSON-LD', async () => {
    const response = await get(ids.hostile);
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    // Nothing got out: no element the text tried to open, one JSON-LD block, the shell's one script.
    expect(page.document.querySelectorAll('img')).toHaveLength(0);
    expect(page.document.querySelectorAll('script')).toHaveLength(2);
    expect(page.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(1);
    expect(page.title).toBe(`${HOSTILE} at ${HOSTILE} Pvt | ${platformName}`);
    expect(page.one('property="og:title"')).toBe(`${HOSTILE} at ${HOSTILE} Pvt`);
    expect(page.one('name="description"')).toContain(HOSTILE.replace(/\s+/g, ' ').trim().slice(0, 40));
    const posting = page.jsonLd();
    expect(posting.title).toBe(HOSTILE);
    expect(posting.description).toBe(HOSTILE);
    expect(posting.hiringOrganization.name).toBe(`${HOSTILE} Pvt`);
    expect(posting.jobLocation.address.addressLocality).toBe(HOSTILE);
    // The block's text holds none of the characters that could end or bend the element.
    expect(page.ldBlocks[0]?.textContent).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('keeps the page of a switched-off or expired listing, marked closed, without JSON-LD', async () => {
    for (const [id, title] of [
      [ids.inactive, 'Switched Off Intern'],
      [ids.expired, 'Past Date Intern'],
    ] as const) {
      const response = await get(id);
      expect(response.statusCode, title).toBe(200);
      expect(response.headers['x-robots-tag']).toBeUndefined();
      const page = read(response.body);
      expect(page.title).toBe(`Closed: ${title} at Acme Pvt Ltd | ${platformName}`);
      expect(page.one('property="og:title"')).toBe(`Closed: ${title} at Acme Pvt Ltd`);
      expect(page.one('name="description"')).toMatch(/^Applications are closed\. ₹15,000 a month · Bengaluru/);
      expect(page.canonical).toEqual([`${PUBLIC_URL}/internships/${id}`]);
      expect(page.ldBlocks).toHaveLength(0);
    }
  });

  it('answers a held or unknown listing with the plain shell, 404 and noindex', async () => {
    for (const id of [ids.held, 'no-such-internship']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(shell.indexHtml);
      // Asked again, from the cache: the same answer.
      expect((await get(id)).statusCode).toBe(404);
    }
  });

  it("answers robots.txt with the server's own, not a stale file of the web folder", async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('compresses the page once for clients that accept it', async () => {
    const plain = (await get(ids.open)).body;
    const br = await get(ids.open, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get(ids.open, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it("shows an administrator's edit on the next request, and a held listing published", async () => {
    expect(read((await get(ids.open)).body).title).toContain('Frontend Developer Intern');
    const token = await adminToken(t.app);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${ids.open}`,
      headers: bearer(token),
      payload: {
        title: 'Frontend Engineer Intern',
        company: 'Acme Pvt Ltd',
        location: 'Bengaluru',
        domain: 'Technology',
        position: 'Intern',
        salary: 15000,
        duration: '3 months',
        description: 'Build screens for a student app.',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(read((await get(ids.open)).body).title).toBe(`Frontend Engineer Intern at Acme Pvt Ltd | ${platformName}`);

    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${ids.held}/publish`,
      headers: bearer(token),
    });
    expect(publish.statusCode).toBe(200);
    const published = await get(ids.held);
    expect(published.statusCode).toBe(200);
    expect(read(published.body).jsonLd().title).toBe('Held For Review Intern');
  });

  it('turns an open page closed when its expiry passes, though nothing was edited', async () => {
    const [soon] = await insertListings(t.database.db, [{ title: 'Last Day Intern', expiresInDays: 1.2 / 86_400 }]);
    const before = read((await get(soon as string)).body);
    expect(before.ldBlocks).toHaveLength(1);
    await sleep(1300);
    const after = read((await get(soon as string)).body);
    expect(after.title.startsWith('Closed: Last Day Intern')).toBe(true);
    expect(after.ldBlocks).toHaveLength(0);
  });
});
