// The API under load next to the machine's ceiling (issue: performance). Needs the data set from
// bench/seed-scale.ts. Usage: npx tsx bench/search-load.ts [DATABASE_URL] [--seconds N]
import { spawnServer } from '../server/test/spawn-server.js';
import { formatResults, runLoad, startRawServer } from './lib/load.js';
import { searchQueries } from './lib/queries.js';

const url = process.argv[2]?.startsWith('-') || !process.argv[2] ? 'file:bench/out/scale.db' : process.argv[2];
const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;

const app = await spawnServer(
  {
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'development',
  },
  'dist/server/main.js',
);
try {
  const queries = searchQueries();
  const sample = await (await fetch(`${app.url}${queries[1]}`)).text();
  const firstJob = JSON.parse(sample).jobs[0]?._id;
  const detailPaths = Array.from(
    { length: 200 },
    (_, i) => `/api/jobs/job${String((i * 487) % 100_000).padStart(7, '0')}`,
  );
  const raw = await startRawServer(sample.length);

  await runLoad('warm-up', app.url, queries, { seconds: 3 });
  const results = [
    await runLoad('GET /api/jobs (search mix)', app.url, queries, { seconds }),
    await runLoad('GET /api/jobs/{id}', app.url, firstJob ? detailPaths : queries, { seconds }),
    await runLoad('GET /api/jobs?limit=6 (home featured)', app.url, ['/api/jobs?limit=6'], { seconds }),
  ];
  const rawResult = await runLoad(`raw node:http, ${sample.length} B body`, raw.url, ['/'], { seconds });
  raw.server.close();
  console.log(`\nDatabase: ${url.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}, 50 connections, ${seconds} s each\n`);
  console.log(formatResults(results, rawResult));
} finally {
  await app.stop();
}
