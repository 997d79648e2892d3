// The API under load next to the machine's ceiling (issue: performance). Needs the data set from
// bench/seed-scale.ts and a build (npm run build).
// Usage: npx tsx bench/search-load.ts [DATABASE_URL] [--seconds N] [--rounds N] [--processes N]
import { startBenchServer } from './lib/bench-server.js';
import { formatResults, type LoadResult, runLoad, startRawServer } from './lib/load.js';
import { medianResults } from './lib/median.js';
import { searchQueries } from './lib/queries.js';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const url = process.argv[2]?.startsWith('-') || !process.argv[2] ? 'file:bench/out/scale.db' : process.argv[2];
const seconds = flag('seconds', 10);
const rounds = flag('rounds', 3);
const processes = flag('processes', 1);
const onlySearch = process.argv.includes('--search-only');

const app = await startBenchServer(url, { processes });
try {
  const queries = searchQueries();
  const sample = await (await fetch(`${app.url}${queries[1]}`)).text();
  const ids: string[] = [];
  for (let page = 1; ids.length < 200; page++) {
    const { jobs } = await (await fetch(`${app.url}/api/jobs?page=${page * 37}&limit=50`)).json();
    ids.push(...jobs.map((job: { _id: string }) => job._id));
  }
  const detailPaths = ids.map((id) => `/api/jobs/${id}`);
  const raw = await startRawServer(sample.length);

  // The first pass over every query is all cache misses: measured on its own, four at a time.
  const coldStart = performance.now();
  const coldTimes: number[] = [];
  for (let i = 0; i < queries.length; i += 4) {
    await Promise.all(
      queries.slice(i, i + 4).map(async (path) => {
        const started = performance.now();
        await (await fetch(`${app.url}${path}`)).arrayBuffer();
        coldTimes.push(performance.now() - started);
      }),
    );
  }
  const coldSeconds = (performance.now() - coldStart) / 1000;
  coldTimes.sort((a, b) => a - b);

  await runLoad('warm-up', app.url, queries, { seconds: 3 });
  const all: LoadResult[][] = [];
  for (let round = 0; round < rounds; round++) {
    const results = [await runLoad('GET /api/jobs (search mix)', app.url, queries, { seconds })];
    if (!onlySearch) {
      results.push(await runLoad('GET /api/jobs/{id}', app.url, detailPaths, { seconds }));
      results.push(await runLoad('GET /api/jobs?limit=6 (home featured)', app.url, ['/api/jobs?limit=6'], { seconds }));
    }
    results.push(await runLoad(`raw node:http, ${sample.length} B body`, raw.url, ['/'], { seconds }));
    all.push(results);
  }
  raw.server.close();
  const medians = medianResults(all);
  const dbName = url.startsWith('file:') ? 'SQLite' : 'PostgreSQL';
  console.log(
    `\n${dbName}, ${processes} process${processes > 1 ? 'es' : ''}, 50 connections, ${seconds} s each, median of ${rounds}\n`,
  );
  console.log(formatResults(medians.slice(0, -1), medians[medians.length - 1]));
  console.log(
    `\nCold pass (every one of ${queries.length} queries once, 4 at a time, empty cache): ${coldSeconds.toFixed(1)} s; ` +
      `per query p50 ${coldTimes[coldTimes.length >> 1].toFixed(1)} ms, p99 ${coldTimes[Math.floor(coldTimes.length * 0.99)].toFixed(1)} ms`,
  );
} finally {
  await app.stop();
}
