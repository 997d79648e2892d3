import { describe, expect, it } from 'vitest';
import { DEMO_INTERNSHIPS } from '#server/db/seed/demo-internships.js';
import { parseSearch } from './query-terms.js';
import { RELEVANCE_CASES } from './relevance-cases.js';
import { SearchIndex } from './search-index.js';

// What students find when they type as they do (docs/decisions/0040), over the demo internships.

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const DAY = 86_400_000;

function demoIndex() {
  const index = new SearchIndex();
  const titles = new Map<string, string>();
  DEMO_INTERNSHIPS.forEach((job, i) => {
    const id = `demo-${i}`;
    titles.set(id, job.title);
    if (!job.isActive) return;
    index.put({
      id,
      title: job.title,
      domain: job.domain,
      location: job.location,
      position: job.position,
      company: job.company,
      requirements: job.requirements,
      type: job.type,
      salary: job.salary,
      featured: job.featured,
      createdAt: new Date(NOW - job.postedDaysAgo * DAY).toISOString(),
      expiryDate: job.expiresInDays === null ? null : new Date(NOW + job.expiresInDays * DAY).toISOString(),
    });
  });
  return { index, titles };
}

describe('search relevance over the demo internships', () => {
  const { index, titles } = demoIndex();

  it('holds at least 60 cases, each naming real demo titles', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    const known = new Set(titles.values());
    for (const c of RELEVANCE_CASES) {
      for (const title of [...c.finds, ...(c.notFinds ?? []), ...(c.first ?? [])])
        expect(known, c.query).toContain(title);
    }
  });

  it.each(RELEVANCE_CASES)('"$query" (location "$location")', (c) => {
    const parsed = parseSearch(c.query);
    const page = index.search({ terms: parsed.terms, location: c.location }, { offset: 0, limit: 100 }, NOW);
    const found = page.ids.map((id) => titles.get(id));
    for (const title of c.finds) expect(found).toContain(title);
    for (const title of c.notFinds ?? []) expect(found).not.toContain(title);
    if (c.first) expect(new Set(found.slice(0, c.first.length))).toEqual(new Set(c.first));
    const to = new Map((page.corrections ?? []).map((correction) => [correction.word, correction.to]));
    const searchedFor = to.size > 0 ? parsed.words.map((word) => to.get(word) ?? word).join(' ') : undefined;
    expect(searchedFor).toBe(c.searchedFor);
  });
});
