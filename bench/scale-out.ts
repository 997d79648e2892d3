// Scale-out, measured (issue: performance, item 4): the product as 1 and as 2 processes on one PostgreSQL
// database, behind Debian's nginx as the load balancer (started here), beside raw node:http direct and
// behind the same nginx. Each process runs in its default configuration behind a proxy (TRUST_PROXY=true);
// only the per-address flood guard is raised, since the load comes from this machine's one address.
// Two loads: the search mix (600 queries, answered from each process's read cache once warm) and every
// request a search not asked before. Correct: the two processes give byte-identical answers to the same
// 100 searches (server/multi-process.test.ts checks that a change through one is seen by the other).
// Needs the 100,000-internship data set on PostgreSQL (bench/seed-scale.ts) and a build (npm run build).
// Usage: npm run bench:scale-out [-- DATABASE_URL] [--seconds N] [--rounds N]
//   (default postgres://postgres@127.0.0.1:5432/bench; run on a quiet machine)
import { coldSearches } from '#server/test/crowd-kit.js';
import type { RunningServer } from '#server/test/spawn-server.js';
import { startBenchServer } from './lib/bench-server.js';
import { formatResults, type LoadResult, runLoad, startRawServer } from './lib/load.js';
import { medianResults } from './lib/median.js';
import { startNginx } from './lib/nginx.js';
import { searchQueries } from './lib/queries.js';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const url =
  process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--')) ??
  'postgres://postgres@127.0.0.1:5432/bench';
const seconds = flag('seconds', 10);
const rounds = flag('rounds', 3);
if (!url.startsWith('postgres')) throw new Error('Scale-out runs on PostgreSQL: pass a postgres:// URL');

const behindProxy = { TRUST_PROXY: 'true' };
const processes: RunningServer[] = [];
const stops: (() => Promise<void>)[] = [];
try {
  processes.push(await startBenchServer(url, { env: behindProxy }));
  processes.push(await startBenchServer(url, { env: behindProxy }));
  const [first, second] = processes;
  const oneBehind = await startNginx([first.url]);
  stops.push(oneBehind.stop);
  const twoBehind = await startNginx([first.url, second.url]);
  stops.push(twoBehind.stop);
  const mix = searchQueries();
  const sample = await (await fetch(`${first.url}${mix[1]}`)).text();
  const raw = await startRawServer(sample.length);
  stops.push(async () => {
    raw.server.close();
  });
  const rawBehind = await startNginx([raw.url]);
  stops.push(rawBehind.stop);

  // Both processes warmed on searches of their own, and each asked the mix twice (a list is kept in the
  // read cache from its second ask), before anything is measured.
  for (const base of [first.url, second.url])
    await runLoad('warm-up', base, coldSearches(2000, 3_000_000), { seconds: 3 });

  for (const base of [first.url, second.url]) await runLoad('warm-up', base, [...mix, ...mix], { seconds: 3 });
  let fresh = 0;
  /** A new set of never-asked searches for each load, so that no run finds another's answers cached. */
  const newSearches = () => coldSearches(20_000, 100_000 + 20_000 * fresh++);
  const all: LoadResult[][] = [];
  for (let round = 0; round < rounds; round++) {
    all.push([
      await runLoad('search mix, 1 process, direct', first.url, mix, { seconds }),
      await runLoad('search mix, 1 process behind nginx', oneBehind.url, mix, { seconds }),
      await runLoad('search mix, 2 processes behind nginx', twoBehind.url, mix, { seconds }),
      await runLoad('new searches, 1 process, direct', first.url, newSearches(), { seconds }),
      await runLoad('new searches, 1 process behind nginx', oneBehind.url, newSearches(), { seconds }),
      await runLoad('new searches, 2 processes behind nginx', twoBehind.url, newSearches(), { seconds }),
      await runLoad(`raw node:http behind nginx, ${sample.length} B body`, rawBehind.url, ['/'], { seconds }),
      await runLoad(`raw node:http, ${sample.length} B body`, raw.url, ['/'], { seconds }),
    ]);
  }
  const medians = medianResults(all);

  // Correct: the two processes answer the same searches with the same bytes.
  const checked = mix.slice(0, 100);
  let differing = 0;
  for (const path of checked) {
    const [a, b] = await Promise.all(
      [first.url, second.url].map(async (base) => (await fetch(`${base}${path}`)).text()),
    );
    if (a === b) continue;
    differing++;
    // What differed, to tell a fault from a figure that moves with the clock (a cached total, a count).
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
    console.log(`\n${path} differs at byte ${at}:\n  first:  ${around(a)}\n  second: ${around(b)}`);
  }

  console.log(`\nPostgreSQL, 100,000 internships, 50 connections, ${seconds} s each, median of ${rounds}\n`);
  console.log(formatResults(medians.slice(0, -1), medians[medians.length - 1]));
  const rate = (label: string) => medians.find((m) => m.label === label)?.requestsPerSecond ?? 0;
  for (const load of ['search mix', 'new searches']) {
    const one = rate(`${load}, 1 process behind nginx`);
    const two = rate(`${load}, 2 processes behind nginx`);
    console.log(`\n${load}: 2 processes serve ${(two / one).toFixed(2)}× what 1 process does behind the same nginx`);
  }
  console.log(`\nThe same ${checked.length} searches asked of each process: ${differing} answers differ`);
  // Refusals under overload (503, the shedding) and the rare socket error are figures, in the table; a
  // process answering differently from the other is a fault.
  if (differing > 0) process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  await Promise.all(processes.map((p) => p.stop()));
}
