// The short performance check CI runs (issue: performance): the small data set, a few seconds of the
// search mix next to the raw node:http server. It fails only on a gross regression, never on noise.
// Usage: npx tsx bench/regression-check.ts   (after npm run build)
import { execFileSync } from 'node:child_process';
import { startBenchServer } from './lib/bench-server.js';
import { formatResults, runLoad, startRawServer } from './lib/load.js';
import { searchQueries } from './lib/queries.js';

const MIN_RATIO = 0.05;
const url = 'file:bench/out/small.db';
execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-scale.ts', url, '--small'], { stdio: 'inherit' });

const app = await startBenchServer(url);
let failed = false;
try {
  const queries = searchQueries();
  const sample = await (await fetch(`${app.url}${queries[1]}`)).text();
  const raw = await startRawServer(sample.length);
  for (const path of queries) await (await fetch(`${app.url}${path}`)).arrayBuffer();
  const search = await runLoad('GET /api/jobs (search mix)', app.url, queries, { seconds: 3 });
  const ceiling = await runLoad(`raw node:http, ${sample.length} B body`, raw.url, ['/'], { seconds: 3 });
  raw.server.close();
  console.log(formatResults([search], ceiling));
  const ratio = search.requestsPerSecond / ceiling.requestsPerSecond;
  if (ratio < MIN_RATIO || search.errors > 0 || search.non2xx > 0) {
    console.error(
      `Gross regression: search at ${ratio.toFixed(3)} of raw (at least ${MIN_RATIO} expected), ${search.errors} errors, ${search.non2xx} non-2xx`,
    );
    failed = true;
  } else {
    console.log(`Search at ${ratio.toFixed(3)} of raw: above the ${MIN_RATIO} floor.`);
  }
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);
