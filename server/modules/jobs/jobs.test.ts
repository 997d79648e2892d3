import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PG_SEARCH_VECTOR } from '#server/db/search-vector.js';
import { newId } from '#server/lib/ids.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { toSearchTerms } from './search-terms.js';

const DAY = 24 * 60 * 60 * 1000;

interface Seed {
  title: string;
  domain?: string;
  location?: string;
  position?: string;
  salary?: number;
  featured?: boolean;
  active?: boolean;
  expiresInDays?: number | null;
  ageDays?: number;
}

const SEEDS: Seed[] = [
  { title: 'Frontend Developer Intern', domain: 'Technology', location: 'Bengaluru', salary: 15000, ageDays: 1 },
  { title: 'Backend Development Trainee', domain: 'Technology', location: 'Pune', salary: 12000, ageDays: 2 },
  { title: 'Startup Operations Intern', domain: 'Marketing', location: 'Mumbai', salary: 8000, ageDays: 3 },
  {
    title: 'Graphic Art Intern',
    domain: 'Design',
    location: 'Bengaluru Rural',
    salary: 10000,
    ageDays: 4,
    featured: true,
  },
  { title: 'UI/UX Design Intern', domain: 'Design', location: 'Remote', salary: 20000, ageDays: 5 },
  {
    title: 'Data Analyst (SQL) Intern',
    domain: 'Finance',
    location: 'Hyderabad',
    position: 'Junior Analyst',
    salary: 25000,
    ageDays: 6,
  },
  { title: 'Closed Developer Role', domain: 'Technology', location: 'Pune', active: false },
  { title: 'Expired Developer Role', domain: 'Technology', location: 'Pune', expiresInDays: -1 },
  { title: 'Future Developer Role', domain: 'Technology', location: 'Chennai', expiresInDays: 10, ageDays: 7 },
  { title: 'बेंगलुरु डिज़ाइन Intern', domain: 'Design', location: 'बेंगलुरु', salary: 9000, ageDays: 8 },
];

describe.each(testDialects())('GET /api/jobs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The rows are written straight to the database, as another process would: read its version every time.
    t = await createTestApp(dialect, { contentCheckMs: 0 });
    const now = Date.now();
    await t.database.db
      .insertInto('internships')
      .values(
        SEEDS.map((s) => ({
          id: newId(),
          title: s.title,
          company: 'Acme Pvt Ltd',
          location: s.location ?? 'Mysuru',
          email: 'hr@acme.example.com',
          domain: s.domain ?? 'Technology',
          position: s.position ?? 'Intern',
          duration: '3 months',
          salary: s.salary ?? 10000,
          description: 'Work on real projects.',
          requirements: '["Curiosity"]',
          is_active: s.active === false ? 0 : 1,
          featured: s.featured ? 1 : 0,
          expiry_date: s.expiresInDays == null ? null : new Date(now + s.expiresInDays * DAY).toISOString(),
          created_at: new Date(now - (s.ageDays ?? 0) * DAY).toISOString(),
          updated_at: new Date(now).toISOString(),
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const titles = async (query: string) => (await search(query)).body.jobs.map((j: { title: string }) => j.title);

  it('lists open internships only, featured first then newest, with the pagination block', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual([
      'Graphic Art Intern',
      'Frontend Developer Intern',
      'Backend Development Trainee',
      'Startup Operations Intern',
      'UI/UX Design Intern',
      'Data Analyst (SQL) Intern',
      'Future Developer Role',
      'बेंगलुरु डिज़ाइन Intern',
    ]);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 8 });
    expect(body.jobs[0]).not.toHaveProperty('email');
  });

  it('matches every word against the start of a word in the title or domain', async () => {
    expect(await titles('search=dev')).toEqual([
      'Frontend Developer Intern',
      'Backend Development Trainee',
      'Future Developer Role',
    ]);
    expect(await titles('search=art')).toEqual(['Graphic Art Intern']);
    expect(await titles('search=DEV%20front')).toEqual(['Frontend Developer Intern']);
    expect(await titles('search=design%20ux')).toEqual(['UI/UX Design Intern']);
    expect(await titles('search=tech%20trainee')).toEqual(['Backend Development Trainee']);
    expect(await titles('search=sql')).toEqual(['Data Analyst (SQL) Intern']);
    expect(await titles('search=veloper')).toEqual([]);
    expect(await titles(`search=${encodeURIComponent('डिज़ाइन')}`)).toEqual(['बेंगलुरु डिज़ाइन Intern']);
  });

  it('filters location, domain and position by substring, salary inclusively, and counts what matches', async () => {
    // The place's other spellings too (docs/decisions/0040): Bangalore, and Bengaluru written in Hindi.
    expect(await titles('location=bengaluru')).toEqual([
      'Graphic Art Intern',
      'Frontend Developer Intern',
      'बेंगलुरु डिज़ाइन Intern',
    ]);
    expect(await titles('location=Bangalore')).toEqual(await titles('location=bengaluru'));
    expect(await titles('domain=DESIGN&location=remote')).toEqual(['UI/UX Design Intern']);
    expect(await titles('position=junior')).toEqual(['Data Analyst (SQL) Intern']);
    const { body } = await search('minSalary=10000&maxSalary=15000&limit=2');
    expect(body.jobs.map((j: { salary: number }) => j.salary)).toEqual([10000, 15000]);
    expect(body.pagination).toEqual({ current: 1, pages: 2, total: 4 });
    expect((await search('minSalary=10000&maxSalary=15000&limit=2&page=2')).body.jobs).toHaveLength(2);
  });

  it('understands how students type: places, working from home, other forms of a word, one slip (docs/decisions/0040)', async () => {
    // The one with the place in its title first; then the others by the public order.
    expect(await titles('search=bangalore')).toEqual([
      'बेंगलुरु डिज़ाइन Intern',
      'Graphic Art Intern',
      'Frontend Developer Intern',
    ]);
    expect(await titles('search=work%20from%20home')).toEqual(['UI/UX Design Intern']);
    expect(await titles('search=wfh')).toEqual(['UI/UX Design Intern']);
    expect(await titles('search=developers%20in%20pune')).toEqual(['Backend Development Trainee']);
    // Company words count, below the title's: every seed is Acme's, so the title matches come first.
    const acme = await search('search=acme');
    expect(acme.body.pagination.total).toBe(8);
    const corrected = await search('search=graphik%20art');
    expect(corrected.body.jobs.map((j: { title: string }) => j.title)).toEqual(['Graphic Art Intern']);
    expect(corrected.body.searchedFor).toBe('graphic art');
    expect((await search('search=graphic')).body).not.toHaveProperty('searchedFor');
  });

  it('suggests places and keywords from the open internships', async () => {
    const suggest = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs/suggestions?${query}` });
      return { status: response.statusCode, body: response.json() };
    };
    expect((await suggest('field=location&text=beng')).body.suggestions).toEqual([
      'Bengaluru',
      'Bengaluru Rural',
      'बेंगलुरु',
    ]);
    expect((await suggest('field=location&text=bangalore')).body.suggestions).toContain('Bengaluru');
    // A closed internship's place (Pune has one open) and an expired one's are not offered alone.
    expect((await suggest('field=location&text=chen')).body.suggestions).toEqual(['Chennai']);
    expect((await suggest('field=keywords&text=front%20dev')).body.suggestions).toEqual([
      'front developer',
      'front development',
    ]);
    expect((await suggest('field=keywords&text=gra')).body.suggestions).toEqual(['graphic']);
    for (const [query, message] of [
      ['field=title&text=a', 'field must be keywords or location'],
      ['text=a', 'field must be keywords or location'],
      [`field=location&text=${'a'.repeat(101)}`, 'Search text is too long'],
    ]) {
      const { status, body } = await suggest(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toBe(message);
    }
  });

  it('treats regex, SQL and LIKE metacharacters as plain text', async () => {
    for (const text of [
      '.*',
      "' OR 1=1 --",
      '%',
      '_',
      '\\',
      '"',
      '*',
      'dev*',
      'NEAR(a b)',
      '(((',
      '; drop table internships;',
    ]) {
      const encoded = encodeURIComponent(text);
      for (const field of ['search', 'location', 'domain', 'position']) {
        const { status, body } = await search(`${field}=${encoded}`);
        expect(status, `${field}=${text}`).toBe(200);
        if (field !== 'search') expect(body.pagination.total, `${field}=${text}`).toBe(0);
      }
    }
    expect((await search('search=dev*')).body.pagination.total).toBe(3);
    expect((await search('')).body.pagination.total).toBe(8);
  });

  it('answers bad paging and over-long text with a clear 400, and a page past the end with an empty page', async () => {
    for (const [query, message] of [
      ['page=-1', 'page must be 1 or more'],
      ['page=0', 'page must be 1 or more'],
      ['page=abc', 'page must be a number'],
      ['page=1.5', 'page must be a whole number'],
      ['page=99999999999', 'page is too large'],
      ['limit=500', 'limit can be at most 50'],
      ['minSalary=-5', 'Minimum salary cannot be negative'],
      [`search=${'a'.repeat(101)}`, 'Search text is too long'],
      ['unknown=1', 'Unknown field: unknown'],
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toBe(message);
    }
    const past = await search('page=99999');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ jobs: [], pagination: { current: 99999, pages: 1, total: 8 } });
  });

  it("matches the recommendations' keywords through the text index, not a table scan", async () => {
    const terms = toSearchTerms('frontend dev');
    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select id from internships
        where internships.rowid in (select rowid from internships_fts where internships_fts match ${terms.map((term) => `"${term}"*`).join(' OR ')})`.execute(
        t.database.db,
      );
      const details = plan.rows.map((r) => r.detail).join('\n');
      expect(details).toMatch(/VIRTUAL TABLE INDEX/);
      expect(details).not.toMatch(/SCAN internships(?!_fts)/);
    } else {
      await t.database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from internships
          where ${sql.raw(PG_SEARCH_VECTOR)} @@ to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' | ')})`.execute(
          trx,
        );
        expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/internships_search/);
      });
    }
  });

  it('opens the detail of any internship, marks closed ones, counts views, and says when it does not exist', async () => {
    const closed = await t.database.db
      .selectFrom('internships')
      .select('id')
      .where('title', '=', 'Expired Developer Role')
      .executeTakeFirstOrThrow();
    const first = await t.app.inject({ method: 'GET', url: `/api/jobs/${closed.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      title: 'Expired Developer Role',
      isClosed: true,
      requirements: ['Curiosity'],
    });
    await t.app.inject({ method: 'GET', url: `/api/jobs/${closed.id}` });
    // Views are stored in batches, within a second (docs/decisions/0016).
    await vi.waitFor(
      async () => {
        const row = await t.database.db
          .selectFrom('internships')
          .select('view_count')
          .where('id', '=', closed.id)
          .executeTakeFirstOrThrow();
        expect(row.view_count).toBe(2);
      },
      { timeout: 3000, interval: 100 },
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Internship not found', code: 'INTERNSHIP_NOT_FOUND' });
  });
});
