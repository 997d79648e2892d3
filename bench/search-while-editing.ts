// New searches while an administrator edits (docs/decisions/0059): the built product in its default
// configuration (bench-server.ts: only the flood guard raised) on a copy of bench/out/scale.db, three passes
// of 10 s at 50 connections, every request a search no cache has seen, while an administrator switches one
// listing off or on through the API every second (each edit moves the content version, as edits do).
// Per pass: requests a second, p99, non-2xx, the server's CPU a request, edits made and refused.
// Usage: npm run build && npx tsx bench/search-while-editing.ts [--every MS]   (run on a quiet machine)
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, coldSearches, oneAtATime } from '#server/test/crowd-kit.js';
import { startBenchServer } from './lib/bench-server.js';
import { runLoad } from './lib/load.js';
import { cpuMicros } from './lib/process-cpu.js';

const args = process.argv.slice(2);
const everyAt = args.indexOf('--every');
const every = everyAt >= 0 ? Number(args[everyAt + 1]) : 1000;
const SECONDS = 10;
const PASSES = 3;
const PASSWORD = 'bench-admin-password';

const source = 'bench/out/scale.db';
if (!existsSync(source)) throw new Error('Build the data set first: npm run bench:data');
const dir = mkdtempSync(join(tmpdir(), 'bench-editing-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
const work = join(dir, 'scale.db');
for (const suffix of ['', '-wal', '-shm'])
  if (existsSync(source + suffix)) copyFileSync(source + suffix, work + suffix);

const app = await startBenchServer(`file:${work}`, { env: { ADMIN_PASSWORD: PASSWORD } });
try {
  const token = await adminToken(app.url, PASSWORD);
  // Listings from the middle of the list: shown by some searches, not by every one.
  const { jobs } = (await (await fetch(`${app.url}/api/jobs?page=30&limit=50`)).json()) as { jobs: { _id: string }[] };
  await oneAtATime(app.url, coldSearches(200, 4_900_000));
  console.log(`\nAn administrator's edit every ${every} ms\n`);
  console.log('| pass | requests/s | p99 ms | non-2xx | server CPU a request | edits made | edits refused |');
  console.log('|---|---|---|---|---|---|---|');
  for (let pass = 1; pass <= PASSES; pass++) {
    let made = 0;
    let refused = 0;
    const edit = async (n: number) => {
      const response = await fetch(`${app.url}/api/admin/jobs/${jobs[n % jobs.length]._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ isActive: n % 2 === 1 }),
      });
      await response.arrayBuffer();
      if (response.ok) made++;
      else refused++;
    };
    let edits = 0;
    const timer = setInterval(() => void edit(edits++), every);
    const before = cpuMicros(app.pid);
    const load = await runLoad(`pass ${pass}`, app.url, coldSearches(20_000, pass * 500_000), { seconds: SECONDS });
    clearInterval(timer);
    const cpu = Math.round((cpuMicros(app.pid) - before) / Math.max(1, load.requestsPerSecond * SECONDS));
    console.log(
      `| ${pass} | ${load.requestsPerSecond} | ${load.p99} | ${load.non2xx} | ${cpu} µs | ${made} | ${refused} |`,
    );
  }
} finally {
  await app.stop();
}
