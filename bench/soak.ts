// Soak and overload (issue: reliability, item 10). On the small data set (10,000 internships, 20,000
// students) and the build (npm run build):
//   1. the maximum: the realistic mix unpaced (or --max), after every search has been asked once, on the
//      server in its default configuration, from --max-connections (10) asking as fast as they are
//      answered: enough to keep both cores busy, few enough that nobody queues long (with 50, a request
//      waits behind 49 others and the shedding refuses some, so the figure counts quick 503s' turns);
//   2. --minutes at half the maximum with the mix (70 % public reads, 20 % student reads, 10 % writes),
//      sent at evenly spaced moments (soak/paced-phase.ts):
//      per chunk req/s, p50, p99, unexpected statuses and server RSS; checks: no unexpected status,
//      p99 ≤ 250 ms in every chunk, RSS flat after warm-up (median growth over the last third, at most the
//      last 10 minutes, under 10 %);
//   3. 3× the maximum for --overload-seconds, paced too: the server must shed with quick 503s (p99 of
//      all the 503s ≤ 250 ms; the first 2 s, the onset, are also reported apart), keep its health check
//      answering, and answer 200 normally (under 250 ms) within 2 s of the load stopping.
// Usage: npx tsx bench/soak.ts [--minutes 30] [--max N] [--overload-seconds 30] [--db URL]
//        [--chunk-seconds 60] [--connections 50] [--max-connections 10] [--overload-connections 1000]
//        [--students 5000]
// --db: default a fresh copy of bench/out/small.db (built when missing); a PostgreSQL URL must hold
// the small data set (npx tsx bench/seed-scale.ts URL --small).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { startBenchServer } from './lib/bench-server.js';
import { measureSteal } from './lib/cpu-steal.js';
import { peakRssMb, rssMb } from './lib/peak-memory.js';
import { searchQueries } from './lib/queries.js';
import { type PhaseResult, percentile, runPhase, unexpected } from './soak/load-phase.js';
import { createMix, MIX_DESCRIPTION } from './soak/mix.js';
import { openConnections, runPacedPhase } from './soak/paced-phase.js';
import { prepareSoak, sqliteWorkCopy } from './soak/prepare.js';
import { secondBySecond } from './soak/timeline.js';

const flag = (name: string, fallback?: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const dbFlag = process.argv.indexOf('--db');
const minutes = flag('minutes', 30) as number;
const chunkSeconds = flag('chunk-seconds', 60) as number;
const connections = flag('connections', 50) as number;
const overloadSeconds = flag('overload-seconds', 30) as number;
const overloadConnections = flag('overload-connections', 1000) as number;
const maxConnections = flag('max-connections', 10) as number;
const P99_LIMIT_MS = 250;
const RECOVERY_LIMIT_S = 2;
const ENGAGE_MS = 2000;

if (!existsSync('dist/server/main.js')) throw new Error('Build first: npm run build');
let url = dbFlag > 0 ? process.argv[dbFlag + 1] : '';
if (!url) {
  if (!existsSync('bench/out/small.db'))
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-scale.ts', 'file:bench/out/small.db', '--small'], {
      stdio: 'inherit',
    });
  url = sqliteWorkCopy('bench/out/small.db', 'bench/out/soak.db');
}
const fixtures = await prepareSoak(url, flag('students', 5000) as number);
const next = createMix(fixtures);
const lines: string[] = [];
const failures: string[] = [];
const statusText = (r: PhaseResult) =>
  Object.entries(r.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ') + (r.errors ? ` errors×${r.errors}` : '');

/** Every search once (a miss costs far more than a hit), then the mix for a few seconds. */
async function warmUp(base: string, rate?: number) {
  const queries = searchQueries();
  for (let i = 0; i < queries.length; i += 4)
    await Promise.all(queries.slice(i, i + 4).map(async (q) => (await fetch(`${base}${q}`)).arrayBuffer()));
  if (rate) await runPacedPhase(base, next, { seconds: 10, connections, rate });
  else await runPhase(base, next, { seconds: 5, connections });
}

let max = flag('max');
if (!max) {
  // The maximum is what one process in its default configuration answers to a few connections asking
  // as fast as they are answered. A server of its own.
  // On a copy of the soak's database when it is a SQLite file: the soak then starts on the database as
  // prepared, whatever the measuring run wrote.
  const measuring = await startBenchServer(
    url.startsWith('file:') ? sqliteWorkCopy(url.slice('file:'.length), 'bench/out/soak-max.db') : url,
  );
  try {
    await warmUp(measuring.url);
    const ramp = await runPhase(measuring.url, next, {
      seconds: flag('ramp-seconds', 10) as number,
      connections: maxConnections,
    });
    const ok = (ramp.latencies.get(200)?.length ?? 0) + (ramp.latencies.get(201)?.length ?? 0);
    max = Math.round(ok / ramp.seconds);
    lines.push(
      `Maximum (the mix unpaced, ${maxConnections} connections, ${ramp.seconds} s, default configuration): ${max} successful answers/s (p50 ${ramp.p50} ms, p99 ${ramp.p99} ms; ${statusText(ramp)})`,
    );
  } finally {
    await measuring.stop();
  }
} else lines.push(`Maximum given: ${max} requests/s`);
console.log(lines[lines.length - 1]);

const rate = Math.round(max / 2);
const server = await startBenchServer(url);
try {
  await warmUp(server.url, rate);
  const rows: { chunk: number; r: PhaseResult; rss: number; steal: number }[] = [];
  const rssAtStart = rssMb(server.pid);
  const chunks = Math.max(1, Math.round((minutes * 60) / chunkSeconds));
  console.log(
    `Soak: ${chunks} × ${chunkSeconds} s at ${rate} requests/s, ${connections} connections; ${MIX_DESCRIPTION}`,
  );
  for (let chunk = 1; chunk <= chunks; chunk++) {
    const stolen = measureSteal();
    // RSS swings with garbage collection (by a sixth between two readings a minute apart): each chunk's
    // figure is the median of a reading every 5 s.
    const readings: number[] = [];
    const reader = setInterval(() => readings.push(rssMb(server.pid)), 5000);
    const r = await runPacedPhase(server.url, next, { seconds: chunkSeconds, connections, rate });
    clearInterval(reader);
    readings.push(rssMb(server.pid));
    rows.push({ chunk, r, rss: percentile(readings, 50), steal: stolen() });
    console.log(
      `  ${chunk}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, unexpected ${unexpected(r)} (${statusText(r)}), RSS ${rows[rows.length - 1].rss} MB, CPU stolen by the host ${rows[rows.length - 1].steal} %`,
    );
  }
  lines.push(
    `\nSoak at half the maximum (${rate} requests/s), ${chunks} × ${chunkSeconds} s; server RSS ${rssAtStart} MB at the start\n`,
  );
  lines.push(
    '| chunk | req/s | p50 ms | p99 ms | unexpected | statuses | server RSS MB (median) | CPU stolen % |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const { chunk, r, rss, steal } of rows)
    lines.push(
      `| ${chunk} | ${r.rps} | ${r.p50} | ${r.p99} | ${unexpected(r)} | ${statusText(r)} | ${rss} | ${steal} |`,
    );
  const totalUnexpected = rows.reduce((sum, { r }) => sum + unexpected(r), 0);
  const worstP99 = Math.max(...rows.map(({ r }) => r.p99));
  // Memory: the median RSS of the last third (at most 10 minutes) against that of as many chunks before.
  const window = Math.max(1, Math.min(Math.round(rows.length / 3), Math.round(600 / chunkSeconds)));
  const medianRss = (list: typeof rows) =>
    percentile(
      list.map(({ rss }) => rss),
      50,
    );
  const to = medianRss(rows.slice(-window));
  const from = rows.length > window ? medianRss(rows.slice(-2 * window, -window)) : rssAtStart;
  const growth = (to - from) / from;
  const checks: [string, boolean][] = [
    [`unexpected statuses: ${totalUnexpected} (0 allowed)`, totalUnexpected === 0],
    [`worst chunk p99: ${worstP99} ms (≤ ${P99_LIMIT_MS})`, worstP99 <= P99_LIMIT_MS],
    [
      `RSS, median of the last ${window} chunk(s) against the ${window} before: ${from} → ${to} MB, ${(growth * 100).toFixed(1)} % (< 10 %)`,
      growth < 0.1,
    ],
  ];

  // Overload: three times the maximum, from many connections, with the health check asked every 200 ms
  // beside it; then the time to normal answers.
  const health: { status: number; ms: number }[] = [];
  let flooding = true;
  const healthPoller = (async () => {
    while (flooding) {
      const at = performance.now();
      const answer = await fetch(`${server.url}/api/health`).catch(() => null);
      await answer?.arrayBuffer();
      health.push({ status: answer?.status ?? 0, ms: performance.now() - at });
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  // The flood's connections are opened first (a load balancer in front keeps its connections open, and
  // a thousand new ones at once cost this machine a second by themselves; that is reported apart).
  const floodAgent = new http.Agent({
    keepAlive: true,
    maxSockets: overloadConnections,
    maxFreeSockets: overloadConnections,
  });
  const connectMs = await openConnections(server.url, floodAgent, overloadConnections);
  const flood = await runPacedPhase(server.url, next, {
    seconds: overloadSeconds,
    connections: overloadConnections,
    rate: 3 * max,
    agent: floodAgent,
  });
  flooding = false;
  await healthPoller;
  const ended = performance.now();
  let recovered = Number.NaN;
  while (performance.now() - ended < 60_000) {
    const at = performance.now();
    const answer = await fetch(`${server.url}/api/jobs?limit=6`).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.status === 200 && performance.now() - at < P99_LIMIT_MS) {
      recovered = (performance.now() - ended) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const shed = flood.latencies.get(503) ?? [];
  // A flood that starts at once is met a moment late: the process measures its event loop's delay every
  // 200 ms before it sheds. The first ENGAGE_MS are also reported apart.
  const engaged = flood.samples.filter((x) => x.at >= ENGAGE_MS);
  const engagedShed = engaged.filter((x) => x.status === 503).map((x) => x.ms);
  const engagedServed = engaged.filter((x) => x.status === 200 || x.status === 201).map((x) => x.ms);
  const onset = flood.samples.filter((x) => x.at < ENGAGE_MS);
  const onsetSlow = onset.filter((x) => x.ms > P99_LIMIT_MS).length;
  const served = [...(flood.latencies.get(200) ?? []), ...(flood.latencies.get(201) ?? [])];
  const answered = [...flood.latencies.values()].reduce((sum, l) => sum + l.length, 0);
  const shedP99 = percentile(shed, 99);
  const healthOk = health.filter((h) => h.status === 200).length;
  lines.push(
    `\nOverload: ${3 * max} requests/s offered for ${overloadSeconds} s from ${overloadConnections} connections\n`,
  );
  lines.push('| what | figure |', '|---|---|');
  lines.push(
    `| ${overloadConnections} connections opened at once, before the flood | every one answered within ${Math.round(connectMs)} ms |`,
  );
  lines.push(`| answers | ${answered} (${flood.rps}/s); ${statusText(flood)} |`);
  lines.push(
    `| 503 (shed), whole run | ${shed.length} (${((100 * shed.length) / Math.max(1, answered)).toFixed(1)} %), p50 ${percentile(shed, 50)} ms, p99 ${percentile(shed, 99)} ms |`,
  );
  lines.push(
    `| served (2xx), whole run | ${served.length} (${Math.round(served.length / overloadSeconds)}/s), p50 ${percentile(served, 50)} ms, p99 ${percentile(served, 99)} ms |`,
  );
  lines.push(
    `| onset (first ${ENGAGE_MS / 1000} s) | ${onset.length} answers, ${onsetSlow} slower than ${P99_LIMIT_MS} ms, slowest ${Math.round(Math.max(0, ...onset.map((x) => x.ms)))} ms |`,
  );
  lines.push(
    `| 503 once shedding is on (after ${ENGAGE_MS / 1000} s) | ${engagedShed.length}, p50 ${percentile(engagedShed, 50)} ms, p99 ${shedP99} ms |`,
  );
  lines.push(
    `| served once shedding is on | ${engagedServed.length}, p50 ${percentile(engagedServed, 50)} ms, p99 ${percentile(engagedServed, 99)} ms |`,
  );
  lines.push(
    `| back to a normal 200 (< ${P99_LIMIT_MS} ms) after the load stopped | ${Number.isNaN(recovered) ? 'not within 60 s' : `${recovered.toFixed(1)} s`} |`,
  );
  lines.push(
    `| health check during the flood | ${healthOk} of ${health.length} answered 200, slowest ${Math.round(Math.max(0, ...health.map((h) => h.ms)))} ms |`,
  );
  lines.push(`| server peak RSS | ${peakRssMb(server.pid)} MB |`);
  lines.push('\nOverload second by second (by the moment each request fell due)\n', ...secondBySecond(flood.samples));
  checks.push(
    [`overload shed with 503s: ${shed.length}`, shed.length > 0],
    [`503 p99, whole flood: ${shedP99} ms (≤ ${P99_LIMIT_MS})`, shed.length > 0 && shedP99 <= P99_LIMIT_MS],
    [
      `health answered 200 throughout: ${healthOk} of ${health.length}`,
      health.length > 0 && healthOk === health.length,
    ],
    [`recovery: ${recovered.toFixed(1)} s (≤ ${RECOVERY_LIMIT_S})`, recovered <= RECOVERY_LIMIT_S],
  );
  lines.push('\nChecks:');
  for (const [text, ok] of checks) {
    lines.push(`  ${ok ? 'met' : 'NOT MET'}: ${text}`);
    if (!ok) failures.push(text);
  }
} finally {
  await server.stop();
}
console.log(lines.join('\n'));
process.exit(failures.length > 0 ? 1 : 0);
