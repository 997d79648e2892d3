import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchTerms, toSearchWords } from '../jobs/search-terms.js';
import { type IndexedJob, type IndexQuery, SearchIndex } from './search-index.js';

// The index against the rule it keeps, written the plain way: every filter of the public list
// (docs/spec/product-decisions.md → Internships) over a list of internships, then the order featured, newest, id.

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;

function expected(jobs: Map<string, IndexedJob>, query: IndexQuery, offset: number, limit: number) {
  const contains = (value: string, text: string | undefined) =>
    text === undefined || value.toLowerCase().includes(text.toLowerCase());
  const matches = [...jobs.values()].filter((job) => {
    const words = toSearchWords(`${job.title} ${job.domain}`);
    return (
      (job.expiryDate === null || Date.parse(job.expiryDate) > NOW) &&
      query.terms.every((term) => words.some((word) => word.startsWith(term))) &&
      contains(job.location, query.location) &&
      contains(job.domain, query.domain) &&
      contains(job.position, query.position) &&
      job.salary >= (query.minSalary ?? 0) &&
      job.salary <= (query.maxSalary ?? Number.POSITIVE_INFINITY)
    );
  });
  matches.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
      (a.id < b.id ? 1 : -1),
  );
  return { ids: matches.slice(offset, offset + limit).map((job) => job.id), total: matches.length };
}

// Few values of each kind, so that searches match some and ties in the order happen.
const WORDS = ['Frontend', 'Developer', 'Intern', 'Data', 'Café', 'ಕನ್ನಡ', 'डिज़ाइन', 'UI/UX', 'Node.js'];
const CITIES = ['Bengaluru', 'Bengaluru Rural', 'Mysuru', 'Remote', 'बेंगलुरु'];
const DOMAINS = ['Technology', 'Design', 'Finance'];
const POSITIONS = ['Intern', 'Junior Analyst', 'Trainee'];

const job = fc.record({
  id: fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `job-${String(i).padStart(2, '0')}`)),
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  domain: fc.constantFrom(...DOMAINS),
  location: fc.constantFrom(...CITIES),
  position: fc.constantFrom(...POSITIONS),
  salary: fc.integer({ min: 0, max: 30 }).map((k) => k * 1000),
  featured: fc.boolean(),
  createdAt: fc.integer({ min: -5, max: 0 }).map((hours) => new Date(NOW + hours * HOUR).toISOString()),
  expiryDate: fc.option(
    fc.integer({ min: -2, max: 2 }).map((hours) => new Date(NOW + hours * HOUR).toISOString()),
    { nil: null },
  ),
});

const change = fc.oneof(
  job.map((value) => ({ put: value })),
  fc.integer({ min: 0, max: 29 }).map((i) => ({ remove: `job-${String(i).padStart(2, '0')}` })),
);

const query = fc.record(
  {
    terms: fc
      .array(fc.constantFrom('fr', 'dev', 'intern', 'data', 'cafe', 'café', 'ಕನ', 'डिज़', 'ui', 'node', 'js', 'zzz'), {
        maxLength: 2,
      })
      .map((words) => toSearchTerms(words.join(' '))),
    location: fc.constantFrom('beng', 'RURAL', 'mysuru', 'बेंग', 'x'),
    domain: fc.constantFrom('tech', 'design', 'IN'),
    position: fc.constantFrom('intern', 'analyst'),
    minSalary: fc.integer({ min: 0, max: 30_000 }),
    maxSalary: fc.integer({ min: 0, max: 30_000 }),
  },
  { requiredKeys: ['terms'] },
);

describe('search index', () => {
  it('finds what the plain filter finds, in the same order, after any puts and removes', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 80 }),
        query,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (changes, q, offset, limit) => {
          const index = new SearchIndex();
          const jobs = new Map<string, IndexedJob>();
          for (const c of changes) {
            if ('put' in c) {
              index.put(c.put);
              jobs.set(c.put.id, c.put);
            } else {
              index.remove(c.remove);
              jobs.delete(c.remove);
            }
          }
          expect(index.size).toBe(jobs.size);
          expect(index.search(q, { offset, limit }, NOW)).toEqual(expected(jobs, q, offset, limit));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('pages deep into a long list in order, and past its end to an empty page', () => {
    const index = new SearchIndex();
    const jobs = new Map<string, IndexedJob>();
    for (let i = 0; i < 3000; i++) {
      const value: IndexedJob = {
        id: `job-${i}`,
        title: i % 3 === 0 ? 'Data Intern' : 'Frontend Developer',
        domain: 'Technology',
        location: 'Mysuru',
        position: 'Intern',
        salary: (i % 20) * 1000,
        featured: i % 97 === 0,
        createdAt: new Date(NOW - (i % 500) * HOUR).toISOString(),
        expiryDate: null,
      };
      index.put(value);
      jobs.set(value.id, value);
    }
    const pages: [IndexQuery, number][] = [
      [{ terms: [] }, 0],
      [{ terms: [] }, 1200],
      [{ terms: ['data'] }, 990],
      [{ terms: ['fr'], minSalary: 5000 }, 48],
      [{ terms: [] }, 2995],
    ];
    for (const [q, offset] of pages) {
      expect(index.search(q, { offset, limit: 12 }, NOW)).toEqual(expected(jobs, q, offset, 12));
    }
    expect(index.search({ terms: [] }, { offset: 3000, limit: 12 }, NOW)).toEqual({ ids: [], total: 3000 });
  });

  it('reuses the slot of a removed internship and keeps its words apart from the one before', () => {
    const index = new SearchIndex();
    const base = { domain: 'Design', location: 'Remote', position: 'Intern', salary: 1, featured: false };
    index.put({ ...base, id: 'a', title: 'Kannada Writer', createdAt: new Date(NOW).toISOString(), expiryDate: null });
    index.remove('a');
    index.put({ ...base, id: 'b', title: 'Video Editor', createdAt: new Date(NOW).toISOString(), expiryDate: null });
    expect(index.size).toBe(1);
    expect(index.search({ terms: ['kannada'] }, { offset: 0, limit: 12 }, NOW)).toEqual({ ids: [], total: 0 });
    expect(index.search({ terms: ['video'] }, { offset: 0, limit: 12 }, NOW)).toEqual({ ids: ['b'], total: 1 });
  });
});
