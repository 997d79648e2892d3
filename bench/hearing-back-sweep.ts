// Hearing back on the full data set (docs/decisions/0033, issue: hearing back, figure):
//   - the migration that adds the history to 1,000,000 applications (time),
//   - one sweep deciding 10,000 reminders and closings (time; the goal: at most 10 s),
//   - one count of every company's responsiveness (time, and the longest the event loop waited).
// Works on a copy of bench/out/scale.db (npm run bench:data), in the default configuration (SQLite file).
// Usage: npx tsx bench/hearing-back-sweep.ts
import { copyFileSync, existsSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { ResponsivenessBook } from '#server/modules/hearing-back/responsiveness.js';
import { sweepUnanswered } from '#server/modules/hearing-back/sweep.js';

const source = 'bench/out/scale.db';
const work = 'bench/out/hearing-back.db';
if (!existsSync(source)) throw new Error('Build the data set first: npm run bench:data');
for (const suffix of ['', '-wal', '-shm'])
  if (existsSync(source + suffix)) copyFileSync(source + suffix, work + suffix);

const DAY = 86_400_000;
const REMINDERS = 5_000;
const CLOSINGS = 5_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const { db } = createDatabase(`file:${work}`);
let started = performance.now();
const applied = await migrateToLatest(db);
const migration = performance.now() - started;
const count = async () =>
  Number(
    (
      await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
console.log(
  `applications: ${await count()}; migrations applied: ${applied.join(', ') || 'none'} in ${seconds(migration)}`,
);

// Every application reached its company (the data set writes one placeholder company name into the
// applications: here each takes its internship's, with one mail domain per company), so the
// responsiveness count below reads all of them.
started = performance.now();
await sql`update applications set job_company = coalesce((select company from internships i where i.id = job_id), job_company)`.execute(
  db,
);
await sql`update applications set company_mailed_at = applied_at,
  company_email = 'jobs@' || lower(replace(job_company, ' ', '')) || '.example.com'`.execute(db);
console.log(`setup: every application marked as mailed in ${seconds(performance.now() - started)}`);

// Due work, as a platform that has run for weeks would have it: applications that reached their company
// 5 days ago without an answer (a reminder each), and applications waiting for 20 days (a closing each).
const now = new Date();
const pending = await db
  .selectFrom('applications')
  .select('id')
  .where('status', '=', 'Pending')
  .orderBy('id')
  .limit(REMINDERS + CLOSINGS)
  .execute();
if (pending.length < REMINDERS + CLOSINGS) throw new Error(`only ${pending.length} pending applications`);
const ids = pending.map((row) => row.id);
const fiveDaysAgo = new Date(now.getTime() - 5 * DAY).toISOString();
const twentyDaysAgo = new Date(now.getTime() - 20 * DAY).toISOString();
for (let i = 0; i < ids.length; i += 500) {
  const slice = ids.slice(i, i + 500);
  const reminding = i < REMINDERS;
  await db
    .updateTable('applications')
    .set({
      company_mailed_at: reminding ? fiveDaysAgo : twentyDaysAgo,
      delivered_at: reminding ? fiveDaysAgo : twentyDaysAgo,
      awaiting_since: reminding ? fiveDaysAgo : twentyDaysAgo,
      // The closings were reminded long ago: each is one decision.
      reminded_at: reminding ? null : twentyDaysAgo,
      closed_reason: null,
      first_answer_at: null,
    })
    .where('id', 'in', slice)
    .execute();
}

// The setup's writes leave a large write-ahead log; its checkpoint is the setup's cost, not the sweep's.
await sql`pragma wal_checkpoint(truncate)`.execute(db);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
started = performance.now();
const swept = await sweepUnanswered(db, answerLinks('bench-secret', 'http://127.0.0.1'), now);
const sweep = performance.now() - started;
loop.disable();
console.log(
  `sweep: ${swept.reminded} reminders and ${swept.closed} closings (${swept.reminded + swept.closed} decisions) in ${seconds(sweep)}; goal ≤ 10 s; longest event-loop wait ${(loop.max / 1e6).toFixed(1)} ms`,
);

const book = new ResponsivenessBook();
loop.reset();
loop.enable();
started = performance.now();
await book.refresh(db, now);
const counting = performance.now() - started;
loop.disable();
console.log(
  `responsiveness: ${book.table().length} companies counted in ${seconds(counting)}; longest event-loop wait ${(loop.max / 1e6).toFixed(1)} ms`,
);
await db.destroy();
