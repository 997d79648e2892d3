// The server's memory at a steady state of new searches (performance issue, item 5: RSS ≤ 250 MB at
// 100,000 internships): one server in its default configuration (bench-server.ts: only the flood guard
// raised), 200 searches of warm-up, then passes of 10 s at 50 connections, each over 20,000 searches no
// cache has seen. One pass stops before the caches have filled; by the third the RSS has settled.
// Per pass: requests a second, p99, the server's CPU a request (from /proc), its RSS and peak RSS.
// Usage: npm run build && npx tsx bench/steady-memory.ts [DATABASE_URL] [--passes 6]
// (default file:bench/out/scale.db, made by npm run bench:data; run on a quiet machine)
import { coldSearches, oneAtATime } from '#server/test/crowd-kit.js';
import { startBenchServer } from './lib/bench-server.js';
import { runLoad } from './lib/load.js';
import { peakRssMb, rssMb } from './lib/peak-memory.js';
import { cpuMicros } from './lib/process-cpu.js';

const args = process.argv.slice(2);
const url = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--passes') ?? 'file:bench/out/scale.db';
const passesAt = args.indexOf('--passes');
const passes = passesAt >= 0 ? Number(args[passesAt + 1]) : 6;
const SECONDS = 10;
const app = await startBenchServer(url);
try {
  console.log(`\n${url}: after start RSS ${rssMb(app.pid)} MB, peak ${peakRssMb(app.pid)} MB\n`);
  await oneAtATime(app.url, coldSearches(200, 4_900_000));
  console.log('| pass | requests/s | p99 ms | non-2xx | server CPU a request | RSS after | peak RSS |');
  console.log('|---|---|---|---|---|---|---|');
  for (let pass = 1; pass <= passes; pass++) {
    const before = cpuMicros(app.pid);
    // Ceilings of their own for each pass (coldSearches keeps them below the largest the list takes).
    const paths = coldSearches(20_000, ((pass - 1) * 500_000) % 4_500_000);
    const load = await runLoad(`pass ${pass}`, app.url, paths, { seconds: SECONDS });
    const requests = load.requestsPerSecond * SECONDS;
    const cpu = Math.round((cpuMicros(app.pid) - before) / Math.max(1, requests));
    console.log(
      `| ${pass} | ${load.requestsPerSecond} | ${load.p99} | ${load.non2xx} | ${cpu} µs | ${rssMb(app.pid)} MB | ${peakRssMb(app.pid)} MB |`,
    );
  }
  console.log(`\nPeak RSS: ${peakRssMb(app.pid)} MB (target at 100,000 internships: 250 MB)`);
} finally {
  await app.stop();
}
