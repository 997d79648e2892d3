// The crowd (issue: robustness) in figures: the moments that used to turn people away, each on the
// built product in its default configuration (npm run build), on a fresh SQLite file with the demo
// data as `npm start` makes it (or a PostgreSQL URL given as the first argument):
//   1. a lab of 60 registering from one address, 6 at a time, codes from a real SMTP server;
//   2. the 60 browsing at 1,200 requests a minute for a minute (the web app's calls);
//   3. 10 sheets of 3,000 rows imported one after another while 4 students search every 100 ms;
//   4. 100,000 rows imported as 20 sheets of 5,000, one after another;
//   5. one client's 300 different searches right after an import;
//   6. a flood (300 connections of searches no cache has seen, for 10 s), then one client's 300
//      different searches. The only setting changed, for this part alone: RATE_LIMIT_PER_MINUTE is
//      raised, since the flood comes from this machine's one address.
// Usage: npx tsx bench/crowd.ts [postgres://…] (no other load on the machine: it reports CPU stolen by the host)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LOG_LEVEL } from '#server/config.js';
import {
  adminToken,
  browseLab,
  coldSearches,
  flood,
  oneAtATime,
  registerLab,
  type Timed,
  uploadSheet,
  uploadSheets,
  whileStudentsSearch,
} from '#server/test/crowd-kit.js';
import { startSmtpSink } from '#server/test/smtp-sink.js';
import { spawnServer } from '#server/test/spawn-server.js';
import { benchLogFile } from './lib/bench-server.js';
import { measureSteal } from './lib/cpu-steal.js';
import { importSheet } from './lib/spreadsheet.js';
import { percentile } from './soak/load-phase.js';

const ADMIN_PASSWORD = 'crowd-bench-admin-password';
const postgres = process.argv[2]?.startsWith('postgres') ? process.argv[2] : null;
const dir = mkdtempSync(join(tmpdir(), 'crowd-'));
const lines: string[] = ['| scenario | figures |', '|---|---|'];
const stolen = measureSteal();

const statuses = (answers: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
};
const latency = (answers: Timed[]) => {
  const ms = answers.map((a) => a.ms);
  return `p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms, max ${Math.round(Math.max(...ms))} ms`;
};
const row = (scenario: string, figures: string) => {
  lines.push(`| ${scenario} | ${figures} |`);
  console.log(`${scenario}: ${figures}`);
};

async function product(env: Record<string, string> = {}) {
  const databaseUrl = postgres ?? `file:${join(dir, `app-${Date.now()}.db`)}`;
  return spawnServer(
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'crowd-bench-secret-crowd-bench-secret-0001',
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: DEFAULT_LOG_LEVEL,
      ...env,
    },
    'dist/server/main.js',
    [],
    { logFile: benchLogFile() },
  );
}

const smtp = await startSmtpSink();
const server = await product({ SMTP_URL: smtp.url });
try {
  const lab = await registerLab(server.url, smtp, { count: 60, atOnce: 6 });
  row(
    '1. 60 register from one address, 6 at a time (send-otp, code by SMTP, register)',
    `${lab.tokens.length} of 60 accounts in ${lab.seconds.toFixed(1)} s; ${statuses(lab.answers)}; ${latency(lab.answers)}`,
  );
  const browsing = await browseLab(server.url, lab.tokens, { requests: 1200, seconds: 60 });
  row(
    '2. the 60 browse: 1,200 requests in a minute (list, detail, dashboard, global jobs)',
    `${statuses(browsing)}; ${latency(browsing)}`,
  );

  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const small = await importSheet(3000);
  const students = { students: 4, everyMs: 100 };
  const { done: imports, searches } = await whileStudentsSearch(server.url, { ...students, from: 10_000 }, () =>
    uploadSheets(server.url, token, small, 10),
  );
  row(
    '3. 10 sheets of 3,000 rows, one after another, while 4 students search every 100 ms',
    `imports ${statuses(imports)} in ${(imports.reduce((s, a) => s + a.ms, 0) / 1000).toFixed(1)} s (each ${latency(imports)}); students' ${searches.length} searches ${statuses(searches)}, ${latency(searches)}`,
  );
  // The same students for as long again with nothing else running: what their searches cost by themselves.
  const importMs = imports.reduce((s, a) => s + a.ms, 0);
  const alone = await whileStudentsSearch(server.url, { ...students, from: 60_000 }, () => sleep(importMs));
  row(
    '3. the same, no import running (searches of the same shape, new to the cache)',
    `${alone.searches.length} searches ${statuses(alone.searches)}, ${latency(alone.searches)}`,
  );

  const big = await importSheet(5000);
  const sheets: Timed[] = [];
  for (let i = 0; i < 20; i++) sheets.push(await uploadSheet(server.url, token, big, `part-${i + 1}.xlsx`));
  row(
    '4. 100,000 rows as 20 sheets of 5,000, one after another',
    `${(sheets.reduce((s, a) => s + a.ms, 0) / 1000).toFixed(2)} s in all; ${statuses(sheets)}; each ${latency(sheets)}`,
  );

  await uploadSheet(server.url, token, small);
  const afterImport = await oneAtATime(server.url, coldSearches(300, 200_000));
  row(
    '5. right after an import: one client, 300 different searches in a row',
    `${statuses(afterImport)}; ${latency(afterImport)}`,
  );
} finally {
  await server.stop();
  await smtp.close();
}

const flooded = await product({ RATE_LIMIT_PER_MINUTE: '100000000' });
try {
  // Warm the process's code paths first (a fresh process is slower on its first requests).
  await oneAtATime(flooded.url, coldSearches(50, 900_000));
  const { answers, health } = await flood(flooded.url, {
    connections: 300,
    ms: 10_000,
    paths: coldSearches(200_000, 1_000_000),
  });
  const shed = answers.filter((a) => a.status === 503);
  const served = answers.filter((a) => a.status === 200);
  row(
    '6. a flood: 300 connections of searches no cache has seen, 10 s',
    `${answers.length} answers, ${statuses(answers)}; 503s ${latency(shed)}; served ${latency(served)}; health ${statuses(health)}, ${latency(health)}`,
  );
  const afterFlood = await oneAtATime(flooded.url, coldSearches(300, 800_000));
  row(
    '6. right after the flood: one client, 300 different searches in a row',
    `${statuses(afterFlood)}; ${latency(afterFlood)}`,
  );
} finally {
  await flooded.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${postgres ? 'PostgreSQL' : 'SQLite'}; CPU stolen by the host during the run: ${stolen()} %\n`);
console.log(lines.join('\n'));
