// Searches no cache has seen, on the 100,000-internship data set (issues: robustness, performance):
//   1. one client, 2,000 different searches of the realistic mix one after another: what each costs;
//   2. 50 connections, each request a search not asked before (20,000 distinct), beside raw node:http: first
//      the 10 s right after those single searches, then 10 s more of other new searches, as a process that
//      has been serving for a while meets them (the listings' cards and the filters' sets it keeps are the
//      ones searches share; no whole answer is ever asked twice), then 10 s more asked as a browser asks,
//      accepting compressed answers, as students get them.
// The product in its default configuration; only the per-address flood guard is raised, since the load
// comes from this machine's one address (bench-server.ts).
//   3. one client, 300 similar-internships answers (GET /api/jobs/{id}/similar) for listings across the table.
// The mix asks a fifth of its searches by highest stipend and a tenth of those with keywords by newest
// (docs/decisions/0045); --unsorted leaves the orders out, as the mix was before them.
// Usage: npm run bench:cold [-- DATABASE_URL] [--unsorted] (default file:bench/out/scale.db,
// made by bench/seed-scale.ts; run on a quiet machine)
import { coldSearches, oneAtATime } from '#server/test/crowd-kit.js';
import { startBenchServer } from './lib/bench-server.js';
import { measureSteal } from './lib/cpu-steal.js';
import { formatResults, runLoad, startRawServer } from './lib/load.js';
import { peakRssMb } from './lib/peak-memory.js';
import { startRawServerProcess } from './lib/raw-process.js';

/** Distinct searches a pass rotates through (the performance issue's 20,000), for 10 s. */
const DISTINCT = 20_000;
const LOAD_SECONDS = 10;
/** What a browser says it accepts: the answers then go compressed, as students get them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/**
 * A search asked a second time is made again and kept (the read cache keeps what is asked twice); a third
 * ask would come from the cache. A pass past twice its distinct searches says so.
 */
const cacheWarning = ({ label, requestsPerSecond }: { label: string; requestsPerSecond: number }) =>
  requestsPerSecond * LOAD_SECONDS > 2 * DISTINCT
    ? `\n${label}: ${requestsPerSecond * LOAD_SECONDS} requests, past twice the ${DISTINCT} distinct searches: some came from the read cache.`
    : '';
const url = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'file:bench/out/scale.db';
const unsorted = process.argv.includes('--unsorted');
const withSorts = (paths: string[]) =>
  unsorted
    ? paths
    : paths.map((path, i) => {
        if (i % 5 === 0) return `${path}&sort=stipend`;
        return i % 10 === 1 && path.includes('search=') ? `${path}&sort=newest` : path;
      });
const stolen = measureSteal();
const app = await startBenchServer(url);
try {
  // The process's code paths warmed on searches of their own (a fresh process is slower at first).
  await oneAtATime(app.url, withSorts(coldSearches(200, 4_000_000)));
  const answers = await oneAtATime(app.url, withSorts(coldSearches(2000, 1_000_000)));
  // Listings from all over the table, 50 from each of 6 pages.
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const page = (await (await fetch(`${app.url}/api/jobs?limit=50&page=${1 + i * 300}`)).json()) as {
      jobs: { _id: string }[];
    };
    ids.push(...page.jobs.map((job) => job._id));
  }
  const similar = await oneAtATime(
    app.url,
    ids.map((id) => `/api/jobs/${id}/similar`),
  );
  const sample = await (await fetch(`${app.url}${coldSearches(1, 0)[0]}`)).text();
  const raw = await startRawServer(sample.length);
  const rawAnswers = await oneAtATime(
    raw.url,
    Array.from({ length: 2000 }, () => '/'),
  );
  const ms = (list: { ms: number }[], p: number) => {
    const sorted = list.map((a) => a.ms).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))].toFixed(1);
  };
  const failed = answers.filter((a) => a.status !== 200).length;

  const first = await runLoad(
    'GET /api/jobs, every request a new search: the first 10 s',
    app.url,
    withSorts(coldSearches(DISTINCT, 3_000_000)),
    { seconds: LOAD_SECONDS },
  );
  const distinct = await runLoad(
    'GET /api/jobs, every request a new search: the next 10 s',
    app.url,
    withSorts(coldSearches(DISTINCT, 2_000_000)),
    { seconds: LOAD_SECONDS },
  );
  const browsers = await runLoad(
    'GET /api/jobs, every request a new search, asked as browsers ask (compressed answers)',
    app.url,
    withSorts(coldSearches(DISTINCT, 2_500_000)),
    { seconds: LOAD_SECONDS, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
  );
  const rawLoad = await runLoad(`raw node:http, ${sample.length} B body`, raw.url, ['/'], { seconds: 10 });
  raw.server.close();
  const ownProcess = await startRawServerProcess(sample.length);
  const rawOwn = await runLoad('raw node:http in its own process', ownProcess.url, ['/'], { seconds: 10 });
  await ownProcess.stop();

  console.log(
    `\n${url.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}, ${unsorted ? 'mix without orders' : 'mix with orders'}; CPU stolen by the host: ${stolen()} %\n`,
  );
  console.log('| one client, one search at a time | p50 | p99 | max | not 200 |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| 2,000 searches no cache has seen | ${ms(answers, 50)} ms | ${ms(answers, 99)} ms | ${ms(answers, 100)} ms | ${failed} |`,
  );
  console.log(
    `| ${similar.length} similar-internships answers, none seen before | ${ms(similar, 50)} ms | ${ms(similar, 99)} ms | ${ms(similar, 100)} ms | ${similar.filter((a) => a.status !== 200).length} |`,
  );
  console.log(
    `| raw node:http, same client | ${ms(rawAnswers, 50)} ms | ${ms(rawAnswers, 99)} ms | ${ms(rawAnswers, 100)} ms | 0 |`,
  );
  console.log(`\n50 connections, 10 s\n`);
  console.log(formatResults([first, distinct, browsers], rawLoad));
  const warnings = [first, distinct, browsers].map(cacheWarning).join('');
  if (warnings) console.log(warnings);
  console.log(
    `\nThe raw server above shares the load generator's thread. In a process of its own, as the product is: ${rawOwn.requestsPerSecond} requests/s, p99 ${rawOwn.p99} ms; new searches' ratio to it ${(first.requestsPerSecond / rawOwn.requestsPerSecond).toFixed(3)} (first 10 s) and ${(distinct.requestsPerSecond / rawOwn.requestsPerSecond).toFixed(3)} (next 10 s).`,
  );
  console.log(`\nServer peak RSS: ${peakRssMb(app.pid)} MB (target at 100,000 internships: 250 MB)`);
} finally {
  await app.stop();
}
