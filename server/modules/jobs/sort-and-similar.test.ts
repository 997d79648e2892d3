import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings, type Listing } from '#server/test/listing-rows.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

// docs/decisions/0045: the list's orders (relevance, newest, highest stipend) and similar internships,
// through the API on both databases, over rows with known dates, stipends, domains and places.

// Ids sort like their letters, so ties on the date and the stipend break by id (the larger first).
const ROWS: Listing[] = [
  { id: 'r-a', title: 'React Developer', location: 'Bengaluru', salary: 15000, ageDays: 1, requirements: ['React'] },
  { id: 'r-b', title: 'Data Analyst', domain: 'Finance', location: 'Pune', salary: 25000, ageDays: 2 },
  {
    id: 'r-c',
    title: 'Sales Developer Role',
    domain: 'Marketing',
    location: 'Delhi',
    salary: 25000,
    ageDays: 2,
    requirements: ['Python'],
  },
  {
    id: 'r-d',
    title: 'Graphic Designer',
    domain: 'Design',
    location: 'Jaipur',
    salary: 5000,
    ageDays: 3,
    featured: true,
  },
  { id: 'r-e', title: 'Node Developer', location: 'Mysuru', salary: 15000, ageDays: 1, requirements: ['Node.js'] },
  { id: 'r-f', title: 'Frontend Developer', location: 'Remote', salary: 9000, ageDays: 6, requirements: ['React'] },
  { id: 'r-g', title: 'Tally Accountant', domain: 'Finance', location: 'Chennai', salary: 12000, ageDays: 4 },
  { id: 'r-h', title: 'Mobile Developer', location: 'Kolkata', salary: 30000, ageDays: 5, active: false },
  { id: 'r-i', title: 'React Native Developer', location: 'Bengaluru', salary: 40000, ageDays: 7, held: true },
  { id: 'r-j', title: 'Vue Developer', location: 'Bengaluru', salary: 50000, ageDays: 8, expiresInDays: -1 },
  { id: 'r-k', title: 'Python Developer', location: 'Mumbai', salary: 11000, ageDays: 9, requirements: ['Python'] },
  { id: 'r-l', title: 'Content Writer', domain: 'Media', location: 'Bengaluru', salary: 7000, ageDays: 10 },
  { id: 'r-m', title: 'Java Developer', location: 'Hyderabad', salary: 10000, ageDays: 11 },
];

describe.each(testDialects())('sorting and similar internships on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { contentCheckMs: 0 });
    // No requirement shared by all, no closing date unless told: likeness and order come from the rows alone.
    const rows = ROWS.map((row) => ({
      requirements: [],
      expiresInDays: null,
      description: 'Work on real projects.',
      ...row,
    }));
    await insertListings(t.database.db, rows);
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const ids = async (query: string) => (await get(`/api/jobs?${query}`)).body.jobs.map((j: { _id: string }) => j._id);

  it('lists newest first without a keyword (featured on top, as before), and the same when asked for newest', async () => {
    const newest = ['r-d', 'r-e', 'r-a', 'r-c', 'r-b', 'r-g', 'r-f', 'r-k', 'r-l', 'r-m'];
    expect(await ids('')).toEqual(newest);
    expect(await ids('sort=newest')).toEqual(newest);
    // Without a keyword there is nothing to be relevant to: the same order.
    expect(await ids('sort=relevance')).toEqual(newest);
  });

  it('lists the highest stipend first, ties to the newer and then the larger id, and pages keep the order', async () => {
    const byStipend = ['r-c', 'r-b', 'r-e', 'r-a', 'r-g', 'r-k', 'r-m', 'r-f', 'r-l', 'r-d'];
    expect(await ids('sort=stipend')).toEqual(byStipend);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await ids(`sort=stipend&limit=4&page=${page}`)));
    expect(pages).toEqual(byStipend);
    const { body } = await get('/api/jobs?sort=stipend&limit=4&page=2');
    expect(body.pagination).toEqual({ current: 2, pages: 3, total: 10 });
  });

  it('orders a keyword search by relevance by default, and by date or stipend when asked', async () => {
    expect(await ids('search=developer')).toEqual(['r-e', 'r-a', 'r-c', 'r-f', 'r-k', 'r-m']);
    expect(await ids('search=developer&sort=stipend')).toEqual(['r-c', 'r-e', 'r-a', 'r-k', 'r-m', 'r-f']);
    expect(await ids('search=developer&sort=newest&minSalary=10000')).toEqual(['r-e', 'r-a', 'r-c', 'r-k', 'r-m']);
    // A listing matched by its requirements only stays below one matched by its title in relevance, not in newest.
    expect(await ids('search=python')).toEqual(['r-k', 'r-c']);
    expect(await ids('search=python&sort=newest')).toEqual(['r-c', 'r-k']);
    expect(await ids('search=python&sort=relevance')).toEqual(['r-k', 'r-c']);
  });

  it('answers a sort it does not know with a clear 400', async () => {
    for (const bad of ['price', 'STIPEND', '', 'newest,stipend']) {
      const { status, body } = await get(`/api/jobs?sort=${encodeURIComponent(bad)}`);
      expect(status, bad).toBe(400);
      expect(body.code, bad).toBe('VALIDATION_FAILED');
      expect(body.message, bad).toBe('sort must be relevance, newest or stipend');
    }
  });

  it('keeps each order apart in the read cache', async () => {
    const first = await ids('sort=stipend&limit=3');
    expect(await ids('limit=3')).not.toEqual(first);
    expect(await ids('sort=stipend&limit=3')).toEqual(first);
  });

  it('offers similar internships: same domain and shared words first, nearer places higher', async () => {
    const similar = async (id: string) =>
      (await get(`/api/jobs/${id}/similar`)).body.jobs.map((j: { _id: string }) => j._id);
    // r-a (Technology, React Developer, Bengaluru): r-f shares the domain, "react" and "developer" and is
    // remote (near everyone): 7; r-e the domain, "developer" and the state (Mysuru): 5; r-k (Mumbai) and
    // r-m (Hyderabad) the domain and "developer": 4 each, the newer first; r-c shares "developer" only: 1,
    // left out by the cap of 4. Never itself, the closed r-h, the held r-i, the expired r-j.
    const { body: alike } = await get('/api/jobs/r-a/similar');
    expect(alike.jobs.map((j: { _id: string }) => j._id)).toEqual(['r-f', 'r-e', 'r-k', 'r-m']);
    expect(alike.jobs[0]).not.toHaveProperty('email');
    expect(alike.jobs[0]).toMatchObject({ title: 'Frontend Developer', isClosed: false });
    // r-e (Mysuru): r-a in Bengaluru, the same state, above r-k and r-m, which share as much.
    expect(await similar('r-e')).toEqual(['r-f', 'r-a', 'r-k', 'r-m']);
    // r-b (Finance, Pune): r-g is Finance; r-c shares no word of "Data Analyst"; nothing else is alike.
    expect(await similar('r-b')).toEqual(['r-g']);
    // r-l (Media, Bengaluru, "Content Writer"): nothing alike.
    const { status, body } = await get('/api/jobs/r-l/similar');
    expect(status).toBe(200);
    expect(body).toEqual({ jobs: [] });
  });

  it('answers similar internships for a closed listing, and 404 for a held or unknown one', async () => {
    const closed = await get('/api/jobs/r-h/similar');
    expect(closed.status).toBe(200);
    expect(closed.body.jobs.map((j: { _id: string }) => j._id)).not.toContain('r-h');
    expect(closed.body.jobs.length).toBeGreaterThan(0);
    for (const id of ['r-i', 'nobody']) {
      const { status, body } = await get(`/api/jobs/${id}/similar`);
      expect(status, id).toBe(404);
      expect(body.code, id).toBe('INTERNSHIP_NOT_FOUND');
    }
  });
});
