// The alert digest at full size (issue 21, item 2; docs/decisions/0046): 100,000 saved searches, every one
// due, over the 100,000-internship data set (npm run bench:data), in the default configuration (SQLite
// file, the product's worker pool). The goal: the whole digest in at most 5 minutes. Also reported: the
// longest the event loop waited meanwhile (what a student's request would have waited behind it) and the
// mails written.
// Works on a copy of bench/out/scale.db. Usage: npx tsx bench/alert-digest.ts [searches]
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { newId } from '#server/lib/ids.js';
import { runAlertDigest } from '#server/modules/saved-searches/alert-digest.js';
import { alertLinks } from '#server/modules/saved-searches/alert-links.js';
import { createWorkerPool } from '#server/workers/worker-pool.js';
import { searchQueries } from './lib/queries.js';
import { rng } from './lib/vocabulary.js';

const source = 'bench/out/scale.db';
const work = 'bench/out/alert-digest.db';
if (!existsSync(source)) throw new Error('Build the data set first: npm run bench:data');
// A stale -wal or -shm beside the copy would be read as the copy's own.
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(work + suffix, { force: true });
  if (existsSync(source + suffix)) copyFileSync(source + suffix, work + suffix);
}

const SEARCHES = Number(process.argv[2] ?? 100_000);
const DAY = 86_400_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// As the server opens it (server/main.ts): checkpoints in a background thread.
const { db } = createDatabase(`file:${work}`, { checkpointInBackground: true });
await migrateToLatest(db);
const count = async (table: 'internships' | 'users' | 'mail_outbox') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const students = await db.selectFrom('users').select('id').orderBy('id').limit(SEARCHES).execute();
console.log(`internships: ${await count('internships')}; students: ${await count('users')}`);

// The searches students save: the search bench's realistic mix (keywords, places, domains, pay), each due
// now; 70% daily (last alert a day ago), 30% weekly (a week ago).
let started = performance.now();
const now = new Date();
const random = rng(21);
const queries = searchQueries(SEARCHES);
const rows = queries.map((url, i) => {
  const params = new URLSearchParams(url.split('?')[1]);
  params.delete('page');
  params.delete('limit');
  const filters: Record<string, string | number> = {};
  for (const [name, value] of params) filters[name] = name.endsWith('Salary') ? Number(value) : value;
  const weekly = random() < 0.3;
  return {
    id: newId(),
    user_id: students[i % students.length].id,
    name: params.get('search') ?? 'All internships',
    filters: JSON.stringify(filters),
    frequency: weekly ? 'weekly' : 'daily',
    created_at: new Date(now.getTime() - 30 * DAY).toISOString(),
    last_alert_at: new Date(now.getTime() - (weekly ? 7 : 1) * DAY).toISOString(),
    next_alert_at: new Date(now.getTime() - 60_000).toISOString(),
    claimed_until: null,
  };
});
await db.deleteFrom('saved_searches').execute();
for (let start = 0; start < rows.length; start += 500)
  await db
    .insertInto('saved_searches')
    .values(rows.slice(start, start + 500))
    .execute();
await sql`analyze`.execute(db);
console.log(`setup: ${rows.length} saved searches, all due, in ${seconds(performance.now() - started)}`);

const workers = createWorkerPool();
const delay = monitorEventLoopDelay({ resolution: 10 });
const outboxBefore = await count('mail_outbox');
delay.enable();
started = performance.now();
const result = await runAlertDigest({
  db,
  workers,
  links: alertLinks('bench-secret-bench-secret-bench-secret', 'https://internships.example.in'),
  publicUrl: 'https://internships.example.in',
  now,
});
const took = performance.now() - started;
delay.disable();
const mails = (await count('mail_outbox')) - outboxBefore;
console.log(
  `digest: ${result.alerts} alerts over ${result.listings} internships posted in the window, ${result.mails} mails (${mails} outbox rows) in ${seconds(took)}; ` +
    `event loop waited at most ${(delay.max / 1e6).toFixed(1)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms)`,
);
console.log(took <= 5 * 60_000 ? 'goal met: at most 5 minutes' : 'GOAL MISSED: more than 5 minutes');
await workers.destroy();
await db.destroy();
