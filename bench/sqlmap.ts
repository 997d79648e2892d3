// sqlmap against every parameter of the public and student routes (issue: security, item 7).
// The real app runs in this process on demo data with a registered student (bench/sqlmap/bench-app.ts);
// the parameters come from its OpenAPI document. A deliberately injectable bench-only route must be
// found, or the run fails: that proves the harness can see an injection at all.
// Usage: npx tsx bench/sqlmap.ts [--postgres URL] [--only TEXT] [--limit N] [--parallel N]
//        [--level N] [--risk N] [--technique BEUST] [--timeout SECONDS]
// Exit code: 1 if a real route is injectable, a run errs, or the bench route is not found.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSqlmapBenchApp } from './sqlmap/bench-app.js';
import { runSqlmap, type SqlmapOptions, type SqlmapResult } from './sqlmap/run-sqlmap.js';
import { collectTargets, type OpenApiDoc, type Target } from './sqlmap/targets.js';

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const postgres = flag('postgres');
const only = flag('only');
const limit = Number(flag('limit') ?? Infinity);
const parallel = Number(flag('parallel') ?? 2);

const started = performance.now();
const bench = await startSqlmapBenchApp(postgres);
const outputDir = mkdtempSync(join(tmpdir(), 'sqlmap-bench-'));
let requests = 0;
bench.app.server.on('request', () => {
  requests++;
});
let failed = false;
try {
  const doc = (await (await fetch(`${bench.url}/api/docs/json`)).json()) as OpenApiDoc;
  const { jobs } = (await (await fetch(`${bench.url}/api/jobs?limit=1`)).json()) as {
    jobs: { _id: string; company: string; location: string; domain: string; position: string }[];
  };
  const job = jobs[0];
  const targets = collectTargets(doc, {
    studentId: bench.studentId,
    studentEmail: bench.studentEmail,
    studentPassword: 'secret-pass',
    registerEmail: 'sqlmap-register@example.com',
    jobId: job._id,
    // Values that find something, so a true condition and a false one answer differently.
    search: { search: 'intern', location: job.location, domain: job.domain, position: job.position, limit: '12' },
  })
    .filter((t) => !only || t.name.includes(only))
    .slice(0, limit);
  const canary: Target = {
    name: 'GET /api/__bench/vulnerable ?name (bench only, must be found)',
    method: 'GET',
    path: `/api/__bench/vulnerable?name=${encodeURIComponent(job.company)}*`,
  };
  const options: SqlmapOptions = {
    base: bench.url,
    token: bench.token,
    dbms: postgres ? 'PostgreSQL' : 'SQLite',
    outputDir,
    level: Number(flag('level') ?? 5),
    risk: Number(flag('risk') ?? 3),
    technique: flag('technique') ?? 'BEUST',
    timeoutSeconds: Number(flag('timeout') ?? 300),
  };
  console.log(
    `${targets.length} parameters of ${new Set(targets.map((t) => t.name.split(' ').slice(0, 2).join(' '))).size} routes, plus the bench-only injectable route; sqlmap --level ${options.level} --risk ${options.risk} --technique ${options.technique} --dbms ${options.dbms}, ${parallel} at a time`,
  );

  const queue = [canary, ...targets];
  const results: SqlmapResult[] = [];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const result = await runSqlmap(target, options);
      results.push(result);
      console.log(`  ${result.verdict.padEnd(14)} ${result.seconds.toFixed(0).padStart(4)} s  ${target.name}`);
      if (result.verdict === 'error') console.log(result.evidence.replace(/^/gm, '      '));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));

  const canaryResult = results.find((r) => r.target === canary);
  const real = results.filter((r) => r.target !== canary);
  const injectable = real.filter((r) => r.verdict === 'INJECTABLE');
  const errors = real.filter((r) => r.verdict === 'error');
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\n| what | figure |\n|---|---|`);
  console.log(`| database | ${options.dbms} |`);
  console.log(`| parameters attacked | ${real.length} |`);
  console.log(`| not injectable | ${real.filter((r) => r.verdict === 'not injectable').length} |`);
  console.log(`| INJECTABLE | ${injectable.length}${injectable.map((r) => `: ${r.target.name}`).join(', ')} |`);
  console.log(`| sqlmap errors | ${errors.length} |`);
  console.log(
    `| bench-only injectable route | ${canaryResult?.verdict === 'INJECTABLE' ? 'found' : 'NOT FOUND'} (${canaryResult?.evidence ?? ''}) |`,
  );
  console.log(`| HTTP requests served | ${requests.toLocaleString('en-IN')} |`);
  console.log(`| wall time | ${minutes.toFixed(1)} min |`);
  failed = injectable.length > 0 || errors.length > 0 || canaryResult?.verdict !== 'INJECTABLE';
  console.log(failed ? '\nFAILED' : '\nPASSED: no injectable parameter; the planted injection was found.');
} finally {
  await bench.close();
  rmSync(outputDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
