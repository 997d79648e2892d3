// Issue item 9 (data never lost): SIGKILL the server while students stream applications. After the
// restart, every application the client saw acknowledged (201 with its id) must exist, each with the
// outbox mails the product writes in the same transaction: the company mail (auto-approval on) and the
// student's receipt. Nothing half-written either: no application without its mails or count, no mail
// of an application that does not exist.
// Usage: npm run build:server && npx tsx bench/kill-applies.ts [--trials 10] [--clients 20]
//        [--students 500] [--jobs 100] [--seed 1] [--postgres postgres://postgres@127.0.0.1:5432/test]
import type { DB } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { ensureSettings } from '#server/modules/settings/settings.service.js';
import { freshProcessDatabase } from '#server/test/process-database.js';
import { seedInternships, seedStudents, studentTokens } from '#server/test/seed-applicants.js';
import type { RunningServer } from '#server/test/spawn-server.js';
import { BENCH_SECRET, startBenchServer } from './lib/bench-server.js';
import { checkApplications } from './lib/crash-applications.js';
import { crashTargets, markdownTable, numberFlag, seconds, sleep } from './lib/crash-bench.js';
import { rng } from './lib/vocabulary.js';

const trials = numberFlag('trials', 10);
const clients = numberFlag('clients', 20);
const studentCount = numberFlag('students', 500);
const jobCount = numberFlag('jobs', 100);
const random = rng(numberFlag('seed', 1));

async function prepare(db: DB) {
  await migrateToLatest(db);
  await ensureSettings(db);
  // Both mails per application; no daily limit in the way of a stream.
  await db
    .updateTable('settings')
    .set({ auto_approval: 1, email_notifications: 1, max_applications_per_user: 1_000_000 })
    .execute();
  const students = await seedStudents(db, studentCount, 'crash');
  const jobs = await seedInternships(db, jobCount);
  return { students, jobs, tokens: await studentTokens(BENCH_SECRET, students) };
}

const summary: (string | number)[][] = [];
const problems: string[] = [];
for (const { dialect, baseUrl } of crashTargets()) {
  const database = await freshProcessDatabase(dialect, baseUrl);
  const { db } = database.handle;
  const { students, jobs, tokens } = await prepare(db);
  let server: RunningServer = await startBenchServer(database.url);
  const runStarted = performance.now();
  let next = 0; // pair k: student k % S applies to job floor(k / S); each pair is tried once
  const acknowledged: { id: string; student: number; job: number }[] = [];
  const seenProblems = new Set<string>();
  const totals = { acknowledged: 0, inFlight: 0, refused: 0, committedUnanswered: 0 };
  try {
    for (let trial = 1; trial <= trials; trial++) {
      const killAfterMs = 300 + random() * 1_700;
      let stopped = false;
      let inFlight = 0;
      const ackedBefore = acknowledged.length;
      const client = async () => {
        while (!stopped && next < studentCount * jobCount) {
          const k = next++;
          const [student, job] = [k % studentCount, Math.floor(k / studentCount)];
          inFlight++;
          try {
            const response = await fetch(`${server.url}/api/jobs/${jobs[job]}/apply`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[student]}`, 'content-type': 'application/json' },
              body: JSON.stringify({ coverLetter: `Trial ${trial}: I would love to join.` }),
            });
            const body = (await response.json()) as { application?: { _id: string } };
            if (response.status === 201 && body.application)
              acknowledged.push({ id: body.application._id, student, job });
            else totals.refused++;
            inFlight--;
          } catch (error) {
            // Refused: sent after the kill, never reached the server. Otherwise the outcome is unknown.
            if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') inFlight--;
            return;
          }
        }
      };
      const started = performance.now();
      const running = Array.from({ length: clients }, client);
      // The stream runs right up to the kill, so requests are caught at every stage inside the server.
      await sleep(killAfterMs);
      await server.kill();
      stopped = true;
      await Promise.all(running);
      const streamMs = performance.now() - started;
      totals.inFlight += inFlight;
      server = await startBenchServer(database.url);

      const check = await checkApplications(db, server.url, { students, jobs, tokens, acknowledged });
      totals.committedUnanswered = check.applications - acknowledged.length;
      // The checks cover the whole database: report each problem once, at the trial that made it.
      const fresh = check.problems.filter((p) => !seenProblems.has(p));
      for (const p of fresh) seenProblems.add(p);
      problems.push(...fresh.map((p) => `${dialect} trial ${trial}: ${p}`));
      console.log(
        `${dialect} trial ${trial}/${trials}: killed after ${seconds(streamMs)}, ${acknowledged.length - ackedBefore} acknowledged, ${inFlight} in flight, ${fresh.length} new problems`,
      );
    }
    totals.acknowledged = acknowledged.length;
    summary.push([
      dialect,
      trials,
      clients,
      totals.acknowledged,
      totals.inFlight,
      totals.committedUnanswered,
      totals.refused,
      problems.filter((p) => p.startsWith(dialect)).length,
      seconds(performance.now() - runStarted),
    ]);
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(
  `\nSIGKILL while ${clients} clients stream applications (${studentCount} students × ${jobCount} internships)\n`,
);
console.log(
  markdownTable(
    [
      'database',
      'trials',
      'clients',
      'acknowledged',
      'in flight at the kills',
      'committed, answer lost',
      'refused',
      'problems',
      'run time',
    ],
    summary,
  ),
);
if (problems.length > 0) {
  console.error(`\nVIOLATIONS:\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery acknowledged application survived the kills, each with its mails in the outbox.');
