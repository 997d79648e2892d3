// Heavy single operations on the full data set (issue: performance, bench items 4 and 5):
//   - the back office's dashboard and analytics, and a student's search beside them,
//   - spreadsheet import of 10,000 rows (time),
//   - users export of about 100,000 students and of all 200,000 (time, peak memory of the server),
//   - 200 students applying at the same moment (p50/p99, errors).
// Works on a copy of bench/out/scale.db (npm run bench:data) and the build (npm run build).
// Usage: npx tsx bench/admin-work.ts
import { copyFileSync, existsSync } from 'node:fs';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { TokenService } from '#server/modules/auth/tokens.js';
import { timedGet } from '#server/test/crowd-kit.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { BENCH_SECRET, startBenchServer } from './lib/bench-server.js';
import { peakRssMb, rssMb } from './lib/peak-memory.js';
import { importSheet } from './lib/spreadsheet.js';

const source = 'bench/out/scale.db';
const work = 'bench/out/work.db';
if (!existsSync(source)) throw new Error('Build the data set first: npm run bench:data');
for (const suffix of ['', '-wal', '-shm'])
  if (existsSync(source + suffix)) copyFileSync(source + suffix, work + suffix);

// 200 students with a resume on file (the data set's students have none).
const sqlite = new Database(work);
sqlite
  .prepare(
    "insert or replace into files (id, kind, filename, content_type, size, data, created_at) values ('bench-resume', 'resume', 'resume.pdf', 'application/pdf', ?, ?, ?)",
  )
  .run(MINIMAL_PDF.length, MINIMAL_PDF, new Date().toISOString());
const students = sqlite.prepare('select id, token_version from users order by id limit 220').all() as {
  id: string;
  token_version: number;
}[];
sqlite
  .prepare("update users set resume_file_id = 'bench-resume' where id in (select id from users order by id limit 220)")
  .run();
// Open internships none of these students has applied to: one for single applications, one for the
// warm-up burst, three for the measured bursts.
const [warmTarget, ...targets] = sqlite
  .prepare(
    `select id from internships where is_active = 1 and (expiry_date is null or expiry_date > ?)
     and id not in (select job_id from applications where user_id in (select id from users order by id limit 220))
     limit 5`,
  )
  .all(new Date().toISOString()) as { id: string }[];
const since = new Date(Date.now() - 182 * 86_400_000).toISOString().slice(0, 10);
const count = (where: string, ...args: string[]) =>
  (sqlite.prepare(`select count(*) n from users ${where}`).get(...args) as { n: number }).n;
const exports = [
  {
    label: 'export students of the last 182 days',
    query: `?startDate=${since}`,
    rows: count('where created_at >= ?', since),
  },
  { label: 'export all students', query: '', rows: count('') },
];
// Above the default of 3 a day: some of these students already applied today in the generated data.
sqlite.prepare('update settings set max_applications_per_user = 10').run();
sqlite.close();

const server = await startBenchServer(`file:${work}`, { env: { ADMIN_PASSWORD: 'bench-admin-password' } });
const lines: string[] = ['| what | figure |', '|---|---|'];
try {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const rssAtStart = rssMb(server.pid);

  // 4. Export about 100,000 students (registered in the last 182 days), then all of them.
  for (const { label, query, rows } of exports) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/users/download${query}`, { headers: auth });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`export: ${response.status}`);
    const seconds = (performance.now() - started) / 1000;
    lines.push(
      `| ${label} (about ${rows.toLocaleString('en-IN')} rows) | ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB file, server peak RSS ${peakRssMb(server.pid)} MB (${rssAtStart} MB at start) |`,
    );
  }

  // The dashboard and the analytics on a million applications (docs/decisions/0064), after the exports so
  // that their peak memory is the exports' own: a first of each, then
  // five; and a student's search sent 5 ms after the analytics were asked for, five times.
  const ok = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await timedGet(server.url, path, headers);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    return answer.ms;
  };
  const listed = (ms: number[]) => ms.map((m) => m.toFixed(0)).join(', ');
  for (const path of ['/api/admin/stats', '/api/admin/analytics']) {
    const first = await ok(path, auth);
    const next = [];
    for (let i = 0; i < 5; i++) next.push(await ok(path, auth));
    lines.push(`| GET ${path} (a first, then five) | ${first.toFixed(0)} ms, then ${listed(next)} ms |`);
  }
  const beside = [];
  for (let i = 0; i < 5; i++) {
    const analytics = ok('/api/admin/analytics', auth);
    await new Promise((resolve) => setTimeout(resolve, 5));
    beside.push(await ok(`/api/jobs?page=1&limit=12&maxSalary=${7_000_000 + i}`));
    await analytics;
  }
  lines.push(`| a student's search sent 5 ms after the analytics were asked for (five times) | ${listed(beside)} ms |`);

  // 4. Import 10,000 rows (after the exports, so their peak memory is their own).
  const sheet = await importSheet(10_000);
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(sheet)]), 'internships-10000.xlsx');
  const started = performance.now();
  const imported = await fetch(`${server.url}/api/admin/jobs/bulk-upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const importSeconds = (performance.now() - started) / 1000;
  const importBody = (await imported.json()) as { jobsCreated?: number; message: string };
  if (!imported.ok) throw new Error(`import: ${imported.status} ${importBody.message}`);
  lines.push(
    `| import 10,000 rows (${(sheet.length / 1024).toFixed(0)} KB .xlsx) | ${importSeconds.toFixed(2)} s, ${importBody.jobsCreated} created |`,
  );

  // 5. 200 students apply to one internship at the same moment.
  const tokens = new TokenService(BENCH_SECRET);
  const sessions = await Promise.all(
    students.map((s) => tokens.sign({ sub: s.id, role: 'user', ver: s.token_version })),
  );
  const statuses = new Map<number, number>();
  const apply = async (session: string, jobId: string) => {
    const at = performance.now();
    const response = await fetch(`${server.url}/api/jobs/${jobId}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: JSON.stringify({ coverLetter: 'I would love to learn with your team.' }),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return performance.now() - at;
  };
  // One at a time first (20 other students, another internship): the cost of a single application.
  const single: number[] = [];
  for (const session of sessions.slice(200)) single.push(await apply(session, warmTarget.id));
  single.sort((a, b) => a - b);
  lines.push(`| one application at a time (20 in a row) | median ${single[10].toFixed(1)} ms |`);
  // Three bursts (a student applies a few times a day at most), the median of each figure reported.
  // autocannon, 200 connections, one request each: a lean client, so the figures are the server's.
  const body = JSON.stringify({ coverLetter: 'I would love to learn with your team.' });
  const bursts: { p50: number; p99: number }[] = [];
  let failed = 0;
  const failures: string[] = [];
  // The first burst warms the server up (a running server has compiled its hot paths long before
  // 200 students turn up at once) and is not counted; then three measured bursts.
  for (const [index, target] of targets.entries()) {
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: 200,
      amount: 200,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: `/api/jobs/${target.id}/apply`,
            headers: { authorization: `Bearer ${sessions[next++ % 200]}`, 'content-type': 'application/json' },
            body,
          }),
        },
      ],
    });
    failed += result.errors + result.non2xx + result.timeouts;
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      if (!code.startsWith('2')) failures.push(`${count} × ${code} in burst ${index}`);
    if (result.errors + result.timeouts > 0)
      failures.push(`${result.errors} errors (${result.timeouts} timeouts) in burst ${index}`);
    if (index > 0) bursts.push({ p50: result.latency.p50, p99: result.latency.p99 });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
  lines.push(
    `| 200 students apply at once (median of 3 bursts) | p50 ${median(bursts.map((b) => b.p50))} ms, p99 ${median(bursts.map((b) => b.p99))} ms (p99 of each burst: ${bursts.map((b) => b.p99).join(', ')} ms), ${failed} errors or non-2xx${failures.length ? ` (${failures.join(', ')})` : ''} |`,
  );
} finally {
  await server.stop();
}
console.log(`\nSQLite, full data set (${work})\n`);
console.log(lines.join('\n'));
