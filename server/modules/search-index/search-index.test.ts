import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearchWords } from '../jobs/search-terms.js';
import type { IndexedJob, IndexPage, IndexQuery } from './index-types.js';
import { listingWords, skillWords } from './listing-words.js';
import { nearness, placeOf } from './nearness.js';
import { startsWithinOneEdit, withinOneEdit } from './one-edit.js';
import { placeSpellings, SINGLE_WORD_SPELLINGS } from './place-names.js';
import { alternativesOf, parseSearch } from './query-terms.js';
import { SearchIndex } from './search-index.js';

// The index against the rule it keeps, written the plain way: every filter of the public list
// (docs/spec/product-decisions.md → Internships, docs/decisions/0040) over a list of internships, then the
// order: title and domain matches first, then featured, newest, id. Which word a slip is corrected to is
// the index's choice; the plain way checks that it is one slip away and held by a listing, then searches it.

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;

function expected(
  jobs: Map<string, IndexedJob>,
  query: IndexQuery,
  offset: number,
  limit: number,
  corrections: IndexPage['corrections'] = [],
  now = NOW,
): IndexPage {
  const contains = (value: string, text: string | undefined) =>
    text === undefined || value.toLowerCase().includes(text.toLowerCase());
  const held = [...jobs.values()].flatMap((job) => {
    const { main, other } = listingWords(job);
    return [...main, ...other];
  });
  const meets = (words: string[], alternatives: string[]) =>
    words.some((word) => alternatives.some((alternative) => word.startsWith(alternative)));
  const terms = query.terms.map(({ word, alternatives }) => {
    if (meets(held, alternatives)) return alternatives;
    const to = corrections.find((c) => c.word === word)?.to;
    if (to === undefined) return alternatives;
    expect(
      held.includes(to) || SINGLE_WORD_SPELLINGS.includes(to) || held.some((h) => startsWithinOneEdit(word, h)),
    ).toBe(true);
    expect(withinOneEdit(word, to) || startsWithinOneEdit(word, to)).toBe(true);
    return alternativesOf(to);
  });
  const tierOf = (job: IndexedJob) => {
    const { main, other } = listingWords(job);
    if (!terms.every((alternatives) => meets([...main, ...other], alternatives))) return 0;
    return terms.every((alternatives) => meets(main, alternatives)) ? 1 : 2;
  };
  const places = query.location === undefined ? [] : placeSpellings(query.location, toSearchWords(query.location));
  const matches = [...jobs.values()].filter((job) => {
    return (
      (job.expiryDate === null || Date.parse(job.expiryDate) > now) &&
      tierOf(job) > 0 &&
      (query.location === undefined || places.some((place) => contains(job.location, place))) &&
      contains(job.domain, query.domain) &&
      contains(job.position, query.position) &&
      job.salary >= (query.minSalary ?? 0) &&
      job.salary <= (query.maxSalary ?? Number.POSITIVE_INFINITY)
    );
  });
  const newer = (a: IndexedJob, b: IndexedJob) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1);
  const publicOrder = (a: IndexedJob, b: IndexedJob) => Number(b.featured) - Number(a.featured) || newer(a, b);
  const sort = query.sort ?? 'relevance';
  matches.sort((a, b) => {
    if (sort === 'stipend') return b.salary - a.salary || newer(a, b);
    if (sort === 'newest') return publicOrder(a, b);
    return tierOf(a) - tierOf(b) || publicOrder(a, b);
  });
  const page = { ids: matches.slice(offset, offset + limit).map((job) => job.id), total: matches.length };
  return corrections.length > 0 ? { ...page, corrections } : page;
}

// Few values of each kind, so that searches match some and ties in the order happen.
const WORDS = ['Frontend', 'Developer', 'Intern', 'Data', 'Café', 'ಕನ್ನಡ', 'डिज़ाइन', 'UI/UX', 'Node.js'];
const CITIES = ['Bengaluru', 'Bengaluru Rural', 'Mysuru', 'Remote', 'बेंगलुरु', 'Bangalore'];
const COMPANIES = ['Kaveri Labs', 'Nimbus Data', 'Café Mysore'];
const REQUIREMENTS = ['React and Node.js', 'Good English', 'Kannada writing', 'Tally', 'development of websites'];
const DOMAINS = ['Technology', 'Design', 'Finance'];
const POSITIONS = ['Intern', 'Junior Analyst', 'Trainee'];

const job = fc.record({
  id: fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `job-${String(i).padStart(2, '0')}`)),
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  domain: fc.constantFrom(...DOMAINS),
  location: fc.constantFrom(...CITIES),
  position: fc.constantFrom(...POSITIONS),
  company: fc.constantFrom(...COMPANIES),
  requirements: fc.subarray(REQUIREMENTS),
  type: fc.constantFrom('Full-time', 'Part-time'),
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

/** The index after the changes, and the internships it should hold. */
function indexAfter(changes: ({ put: IndexedJob } | { remove: string })[]) {
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
  return { index, jobs };
}

const sometimes = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: value, weight: 1 });

const query = fc.record({
  terms: fc
    .array(
      fc.constantFrom(
        'fr',
        'dev',
        'intern',
        'data',
        'cafe',
        'café',
        'ಕನ',
        'डिज़',
        'ui',
        'node',
        'js',
        'zzz',
        'developers',
        'bangalore',
        'mysore',
        'kaveri',
        'tally',
        'developr',
        'kanada',
        'wfh',
        'part',
        'in',
      ),
      { minLength: 1, maxLength: 2 },
    )
    .map((words) => parseSearch(words.join(' ')).terms),
  // Each filter is left out most of the time, so that most searches find something and their order shows.
  location: sometimes(fc.constantFrom('beng', 'RURAL', 'mysuru', 'बेंग', 'x', 'bangalore', 'mysore', 'work from home')),
  domain: sometimes(fc.constantFrom('tech', 'design', 'IN')),
  position: sometimes(fc.constantFrom('intern', 'analyst')),
  minSalary: sometimes(fc.integer({ min: 0, max: 15_000 })),
  maxSalary: sometimes(fc.integer({ min: 10_000, max: 30_000 })),
  sort: sometimes(fc.constantFrom('relevance' as const, 'newest' as const, 'stipend' as const)),
});

describe('search index', () => {
  it('finds what the plain filter finds, in the same order, after any puts and removes', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 20, maxLength: 80 }),
        query,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (changes, q, offset, limit) => {
          const { index, jobs } = indexAfter(changes);
          expect(index.size).toBe(jobs.size);
          const found = index.search(q, { offset, limit }, NOW);
          expect(found).toEqual(expected(jobs, q, offset, limit, found.corrections));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps finding what the plain filter finds while internships change and close between searches (docs/decisions/0047)', () => {
    // One index asked again and again: what it remembers of earlier searches (the sets of each filter, the
    // orders, the open listings) must follow every change, and time moving on or back.
    const step = fc.oneof(
      { arbitrary: change, weight: 3 },
      {
        arbitrary: fc.record({
          q: query,
          offset: fc.integer({ min: 0, max: 6 }),
          hours: fc.integer({ min: -3, max: 3 }),
        }),
        weight: 1,
      },
    );
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 10, maxLength: 40 }),
        fc.array(step, { maxLength: 60 }),
        (first, steps) => {
          const { index, jobs } = indexAfter(first);
          for (const s of steps) {
            if ('put' in s) {
              index.put(s.put);
              jobs.set(s.put.id, s.put);
            } else if ('remove' in s) {
              index.remove(s.remove);
              jobs.delete(s.remove);
            } else {
              const now = NOW + s.hours * HOUR;
              const found = index.search(s.q, { offset: s.offset, limit: 5 }, now);
              expect(found).toEqual(expected(jobs, s.q, s.offset, 5, found.corrections, now));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('offers similar internships as the plain rule ranks them, after any puts and removes (docs/decisions/0045)', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 20, maxLength: 80 }), job, (changes, like) => {
        const { index, jobs } = indexAfter(changes);
        const words = skillWords(like);
        const here = placeOf(like.location);
        const ranked = [...jobs.values()].flatMap((other) => {
          if (other.id === like.id || (other.expiryDate !== null && Date.parse(other.expiryDate) <= NOW)) return [];
          const { main, other: rest } = listingWords(other);
          const held = new Set([...main, ...rest]);
          const shared = words.filter((word) => held.has(word)).length;
          const sameDomain = other.domain.toLowerCase() === like.domain.toLowerCase();
          if (!sameDomain && shared === 0) return [];
          const score = (sameDomain ? 3 : 0) + Math.min(shared, 3) + nearness(here, placeOf(other.location));
          return [{ other, score }];
        });
        ranked.sort(
          (a, b) =>
            b.score - a.score ||
            Date.parse(b.other.createdAt) - Date.parse(a.other.createdAt) ||
            (a.other.id < b.other.id ? 1 : -1),
        );
        const found = index.similar({ id: like.id, domain: like.domain, location: like.location, words }, 4, NOW);
        expect(found).toEqual(ranked.slice(0, 4).map(({ other }) => other.id));
      }),
      { numRuns: 300 },
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
        company: i % 5 === 0 ? 'Data Works' : 'Kaveri Labs',
        requirements: ['Python'],
        type: 'Full-time',
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
      [{ terms: parseSearch('data').terms }, 990],
      [{ terms: parseSearch('data').terms }, 1300],
      [{ terms: parseSearch('fr').terms, minSalary: 5000 }, 48],
      [{ terms: [] }, 2995],
      [{ terms: [], sort: 'stipend' }, 0],
      [{ terms: [], sort: 'stipend' }, 1500],
      [{ terms: parseSearch('data').terms, sort: 'newest' }, 24],
      [{ terms: parseSearch('data').terms, sort: 'stipend' }, 1300],
    ];
    for (const [q, offset] of pages) {
      expect(index.search(q, { offset, limit: 12 }, NOW)).toEqual(expected(jobs, q, offset, 12));
    }
    expect(index.search({ terms: [] }, { offset: 3000, limit: 12 }, NOW)).toEqual({ ids: [], total: 3000 });
  });

  it('reuses the slot of a removed internship and keeps its words apart from the one before', () => {
    const index = new SearchIndex();
    const base = {
      domain: 'Design',
      location: 'Remote',
      position: 'Intern',
      company: 'Kaveri Labs',
      requirements: [],
      type: 'Full-time',
      salary: 1,
      featured: false,
    };
    index.put({ ...base, id: 'a', title: 'Kannada Writer', createdAt: new Date(NOW).toISOString(), expiryDate: null });
    index.remove('a');
    index.put({ ...base, id: 'b', title: 'Video Editor', createdAt: new Date(NOW).toISOString(), expiryDate: null });
    expect(index.size).toBe(1);
    const search = (text: string) => index.search({ terms: parseSearch(text).terms }, { offset: 0, limit: 12 }, NOW);
    expect(search('kannada')).toEqual({ ids: [], total: 0 });
    expect(search('video')).toEqual({ ids: ['b'], total: 1 });
    // The removed listing's words are not there to correct to either.
    expect(search('writr')).toEqual({ ids: [], total: 0 });
  });
});
