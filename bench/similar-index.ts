// The search index alone at the bench data set's size (no HTTP, no database reads after the build): how long
// a similar-internships question and a page of each order take, one at a time (docs/decisions/0045).
// Usage: npx tsx bench/similar-index.ts [DATABASE_URL] (default file:bench/out/scale.db; a quiet machine)
import { createDatabase } from '#server/db/database.js';
import { indexQueryOf } from '#server/modules/search-index/index-query.js';
import { readJobsAfter } from '#server/modules/search-index/index-source.js';
import type { IndexedJob } from '#server/modules/search-index/index-types.js';
import { skillWords } from '#server/modules/search-index/listing-words.js';
import { parseSearch } from '#server/modules/search-index/query-terms.js';
import { SearchIndex } from '#server/modules/search-index/search-index.js';
import { coldSearches } from '#server/test/crowd-kit.js';
import { ZJobsQuery } from '#shared/schemas/job.js';

const url = process.argv[2] ?? 'file:bench/out/scale.db';
const database = createDatabase(url);
const index = new SearchIndex();
const jobs: IndexedJob[] = [];
for (let after = ''; ; ) {
  const rows = await readJobsAfter(database.db, after, 5000);
  for (const { job, isActive } of rows) {
    if (!isActive) continue;
    index.put(job);
    jobs.push(job);
  }
  if (rows.length < 5000) break;
  after = rows[rows.length - 1].job.id;
}
await database.destroy();

const now = Date.now();
const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((times.length * p) / 100))].toFixed(2);
function time(label: string, count: number, run: (i: number) => void) {
  for (let i = 0; i < 50; i++) run(count + i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  console.log(
    `| ${label} | ${percentile(times, 50)} ms | ${percentile(times, 99)} ms | ${percentile(times, 100)} ms |`,
  );
}

console.log(`${index.size} open internships in the index\n`);
console.log('| in-process, one at a time | p50 | p99 | max |');
console.log('|---|---|---|---|');
const step = Math.floor(jobs.length / 1000);
time('similar internships (1,000 listings)', 1000, (i) => {
  const job = jobs[(i * step) % jobs.length];
  index.similar({ id: job.id, domain: job.domain, location: job.location, words: skillWords(job) }, 6, now);
});
const words = ['developer', 'data', 'marketing', 'design', 'intern', 'sales', 'content', 'python'];
for (const sort of ['relevance', 'newest', 'stipend'] as const) {
  time(`no keywords, ${sort}, page 1`, 300, () => index.search({ terms: [], sort }, { offset: 0, limit: 12 }, now));
  time(`one keyword, ${sort}, page 1`, 300, (i) =>
    index.search({ terms: parseSearch(words[i % words.length]).terms, sort }, { offset: 0, limit: 12 }, now),
  );
  time(`no keywords, ${sort}, page 40`, 100, () => index.search({ terms: [], sort }, { offset: 468, limit: 12 }, now));
}

// The cold bench's mix (bench/cold-search.ts), each search new: what the index spends on each.
const mix = coldSearches(20_000, 2_000_000).map((path) => {
  const query = ZJobsQuery.parse(Object.fromEntries(new URLSearchParams(path.split('?')[1])));
  const { page, limit, ...filters } = query;
  return { query: { ...indexQueryOf(filters, parseSearch(filters.search)), sort: filters.sort }, page, limit };
});
time('the cold mix, each search new (20,000)', mix.length - 50, (i) => {
  const { query, page, limit } = mix[i % mix.length];
  index.search(query, { offset: (page - 1) * limit, limit }, now);
});
// The mean says more than a p50 of a few hundredths of a millisecond: three passes over the whole mix.
for (let pass = 1; pass <= 3; pass++) {
  const started = performance.now();
  for (const { query, page, limit } of mix) index.search(query, { offset: (page - 1) * limit, limit }, now);
  console.log(
    `the cold mix, pass ${pass}: ${(((performance.now() - started) * 1000) / mix.length).toFixed(1)} µs a search on average`,
  );
}
