import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPoEntries } from '#server/i18n/po-catalog.js';
import { adminToken } from '#server/test/admin.js';
import { insertListings, shellWebRoot } from '#server/test/listing-rows.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import type { RenderModule } from './app-renderer.js';
import { inProcessPageRenderer } from './page-renderers.js';

// The web's own server render, compiled as the build compiles it (docs/decisions/0048); the build runs it in
// a worker thread (e2e/server-render.test.ts).
const pageRenderer = inProcessPageRenderer(() => import('#web/ssr/render-page.js') as Promise<RenderModule>);
const PUBLIC_URL = 'https://interns.example.in';
const HOSTILE = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)> & 'quotes' <!--`;

type RenderData = { language: string; state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };

/** The page as a browser without JavaScript reads it, and what it was rendered from. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  const script = document.getElementById(SERVER_RENDER_ID);
  return {
    document,
    root,
    titles: [...(root?.querySelectorAll('article h3') ?? [])].map((h) => h.textContent),
    heading: root?.querySelector('h1')?.textContent,
    data: script ? (JSON.parse(script.textContent ?? '') as RenderData) : null,
    scripts: [...document.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? 'classic'),
  };
}

const translationOf = (language: 'kn' | 'hi', source: string) =>
  readPoEntries(language, 'web/internships.po').find((entry) => entry.source === source)?.translation;

describe.each(testDialects())('pages rendered by the server on %s', (dialect) => {
  let t: TestApp;
  let shell: ReturnType<typeof shellWebRoot>;
  let ids: string[];
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    shell = shellWebRoot();
    t = await createTestApp(dialect, { webRoot: shell.root, contentCheckMs: 0, env: { PUBLIC_URL }, pageRenderer });
    ids = await insertListings(t.database.db, [
      { title: 'Frontend Developer Intern', location: 'Bengaluru', featured: true },
      { title: 'Backend Developer Intern', location: 'Mysuru' },
      { title: 'Content Writer', domain: 'Marketing', location: 'Remote', type: 'Remote' },
      { title: HOSTILE, company: `${HOSTILE} Pvt`, description: HOSTILE },
      { title: 'Held For Review Intern', held: true },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    if (shell) rmSync(shell.root, { recursive: true, force: true });
  });

  it('puts the listings of a search in the first HTML, with the answer they were rendered from', async () => {
    const response = await get('/internships?search=developer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = read(response.body);
    expect(page.heading).toBe('Find Internships');
    expect(page.titles.sort()).toEqual(['Backend Developer Intern', 'Frontend Developer Intern']);
    expect(page.document.title).toMatch(/^Find Internships \| /);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/internships`,
    );
    // Read without JavaScript: no notice that it needs it.
    expect(page.document.querySelector('noscript')).toBeNull();
    // The browser starts from the very answer the API gives for the same list (no second fetch, no jump).
    const api = (await get('/api/jobs?search=developer&page=1&limit=12')).json();
    const list = page.data?.state.queries.find((query) => query.queryKey[1] === 'list');
    expect(list?.state.data).toEqual(api);
    expect(page.data?.language).toBe('en');
    // The search form works before the app runs: a GET of the list's own address.
    const form = page.root?.querySelector('form[method="get"]');
    expect(form?.getAttribute('action')).toBe('/internships');
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.name)).toEqual(['search', 'location']);
  });

  it('renders a list filtered from the panel, with the panel open and its form still to come', async () => {
    const response = await get('/internships?domain=Marketing&minSalary=1000');
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page.titles).toEqual(['Content Writer']);
    // The panel's form loads with the app (its code is fetched on demand): meanwhile it says so.
    const panel = page.document.getElementById('internship-filters');
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(panel?.querySelector('[role="status"]')?.textContent).toContain('Loading filters');
  });

  it('sends a rendered page compressed, varying by the language it is rendered in', async () => {
    const plain = await get('/internships?search=developer');
    const compressed = await get('/internships?search=developer', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding.*accept-language.*cookie/);
  });

  it("renders in the visitor's language: the kept choice first, else the browser's", async () => {
    const kannada = read((await get('/internships', { cookie: 'lang=kn' })).body);
    expect(kannada.document.documentElement.lang).toBe('kn');
    expect(kannada.heading).toBe(translationOf('kn', 'Find Internships'));
    expect(kannada.data?.language).toBe('kn');
    const hindi = read((await get('/internships', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' })).body);
    expect(hindi.document.documentElement.lang).toBe('hi');
    expect(hindi.heading).toBe(translationOf('hi', 'Find Internships'));
    const chosen = read((await get('/internships', { cookie: 'lang=en', 'accept-language': 'hi' })).body);
    expect(chosen.heading).toBe('Find Internships');
  });

  it("renders a listing's page with its text, keeping the sharing tags of its head", async () => {
    const response = await get(`/internships/${ids[0]}`);
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page.heading).toBe('Frontend Developer Intern');
    expect(page.root?.textContent).toContain('Build screens for a student app with React and TypeScript.');
    expect(page.document.title).toMatch(/^Frontend Developer Intern at Acme Pvt Ltd \| /);
    expect(page.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Frontend Developer Intern at Acme Pvt Ltd',
    );
    expect(page.scripts.filter((type) => type === 'application/ld+json')).toHaveLength(1);
    // What the public API leaves out stays out of the page too.
    expect(response.body).not.toContain('hr@acme.example.com');
    // Held for review, or unknown: 404 and the plain shell.
    for (const missing of [ids[4], 'no-such-listing']) {
      const refused = await get(`/internships/${missing}`);
      expect(refused.statusCode).toBe(404);
      expect(read(refused.body).data).toBeNull();
    }
  });

  it('renders the home page with its featured internships', async () => {
    const page = read((await get('/')).body);
    expect(page.titles).toContain('Frontend Developer Intern');
    expect(page.document.title).not.toBe('');
  });

  it('writes what a listing says as text, never as markup', async () => {
    const response = await get(`/internships/${ids[3]}`);
    const page = read(response.body);
    expect(page.heading).toBe(HOSTILE);
    expect(page.document.querySelectorAll('img')).toHaveLength(0);
    // Scripts: the app's module, the JSON-LD and the render's data, none other.
    expect(page.scripts.sort()).toEqual(['application/json', 'application/ld+json', 'module']);
    const detail = page.data?.state.queries.find((query) => query.queryKey[1] === 'detail');
    expect((detail?.state.data as { title: string } | undefined)?.title).toBe(HOSTILE);
  });

  it("follows an administrator's change at once, and serves the shell in maintenance", async () => {
    expect(read((await get('/internships?search=writer')).body).titles).toEqual(['Content Writer']);
    const token = await adminToken(t.app);
    const auth = { authorization: `Bearer ${token}` };
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${ids[2]}`,
      headers: auth,
      payload: { isActive: false },
    });
    expect(edit.statusCode).toBe(200);
    const after = read((await get('/internships?search=writer')).body);
    expect(after.titles).toEqual([]);
    expect(after.root?.textContent).toContain('No internships found');

    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth })).json();
    const put = (maintenanceMode: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: auth,
        payload: { ...settings, maintenanceMode },
      });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const page = read((await get('/internships')).body);
      expect(page.data).toBeNull();
      expect(page.titles).toEqual([]);
    } finally {
      await put(false);
    }
  });

  it('serves the shell for a list address no person would make', async () => {
    const page = read((await get(`/internships?search=${'x'.repeat(600)}`)).body);
    expect(page.data).toBeNull();
  });
});

describe('a page whose render fails', () => {
  it('is served as the plain shell, for the browser to render, and the fault is logged', async () => {
    const shell = shellWebRoot();
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk) => {
      logged += chunk;
    });
    const t = await createTestApp('sqlite', {
      webRoot: shell.root,
      pageRenderer: async () => {
        throw new Error('the render broke');
      },
      logger: true,
      logStream: log,
      env: { LOG_LEVEL: 'error' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/internships' });
      expect(response.statusCode).toBe(200);
      expect(read(response.body).data).toBeNull();
      expect(response.body).toContain('<div id="root">');
      expect(logged).toContain('the render broke');
    } finally {
      await t.close();
      rmSync(shell.root, { recursive: true, force: true });
    }
  });
});
