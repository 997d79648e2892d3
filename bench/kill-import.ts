// Issue item 9 (data never lost): SIGKILL the server while an admin imports a 5,000-row spreadsheet.
// After the restart the import must be all there or not there at all: never some of the rows, and
// never missing once the admin was told it succeeded. The kill comes at a random moment between the
// start of the upload and the time a whole import takes (measured first, on the same database).
// Usage: npm run build:server && npx tsx bench/kill-import.ts [--trials 30] [--rows 5000] [--seed 1]
//        [--postgres postgres://postgres@127.0.0.1:5432/test]
import type { DB } from '#server/db/database.js';
import { freshProcessDatabase } from '#server/test/process-database.js';
import type { RunningServer } from '#server/test/spawn-server.js';
import { startBenchServer } from './lib/bench-server.js';
import { crashTargets, markdownTable, numberFlag, seconds, sleep } from './lib/crash-bench.js';
import { importSheet } from './lib/spreadsheet.js';
import { rng } from './lib/vocabulary.js';

const trials = numberFlag('trials', 30);
const rows = numberFlag('rows', 5_000);
const random = rng(numberFlag('seed', 1));
const ADMIN_PASSWORD = 'kill-import-admin-password';
const sheet = await importSheet(rows);

async function counts(db: DB) {
  const count = async (table: 'internships' | 'excel_uploads' | 'files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { jobs: await count('internships'), uploads: await count('excel_uploads'), files: await count('files') };
}

function upload(url: string, token: string) {
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(sheet)]), `internships-${rows}.xlsx`);
  return fetch(`${url}/api/admin/jobs/bulk-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const summary: (string | number)[][] = [];
const problems: string[] = [];
for (const { dialect, baseUrl } of crashTargets()) {
  const database = await freshProcessDatabase(dialect, baseUrl);
  const { db } = database.handle;
  const start = () => startBenchServer(database.url, { env: { ADMIN_PASSWORD } });
  let server: RunningServer = await start();
  const runStarted = performance.now();
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };

    // A whole import, timed: the kills fall anywhere in this span.
    const timed = performance.now();
    const whole = await upload(server.url, token);
    const importMs = performance.now() - timed;
    if (!whole.ok) throw new Error(`the timing import failed: ${whole.status} ${await whole.text()}`);

    const outcomes = { none: 0, all: 0, partial: 0, acknowledged: 0 };
    for (let trial = 1; trial <= trials; trial++) {
      const before = await counts(db);
      // Odd trials anywhere in the import; even ones in its last 40 %, where the rows are written and
      // committed (parsing the sheet comes first and takes most of the time).
      const delayMs = (trial % 2 === 1 ? random() : 0.6 + 0.4 * random()) * importMs;
      const answer = upload(server.url, token).then(
        (response) => response.status,
        () => 'cut' as const,
      );
      await sleep(delayMs);
      await server.kill();
      const status = await answer;
      server = await start();
      const after = await counts(db);

      const added = {
        jobs: after.jobs - before.jobs,
        uploads: after.uploads - before.uploads,
        files: after.files - before.files,
      };
      const outcome =
        added.jobs === 0 && added.uploads === 0 && added.files === 0
          ? 'none'
          : added.jobs === rows && added.uploads === 1 && added.files === 1
            ? 'all'
            : 'partial';
      outcomes[outcome]++;
      if (status === 200) outcomes.acknowledged++;
      if (outcome === 'partial') problems.push(`${dialect} trial ${trial}: partial import ${JSON.stringify(added)}`);
      if (status === 200 && outcome !== 'all') problems.push(`${dialect} trial ${trial}: acknowledged but lost`);
      console.log(
        `${dialect} trial ${trial}/${trials}: kill after ${delayMs.toFixed(0)} ms, client saw ${status}, ${outcome} (+${added.jobs} internships)`,
      );
    }
    summary.push([
      dialect,
      trials,
      outcomes.none,
      outcomes.all,
      outcomes.partial,
      outcomes.acknowledged,
      `${(importMs / 1000).toFixed(2)} s`,
      seconds(performance.now() - runStarted),
    ]);
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(
  `\nSIGKILL during a ${rows.toLocaleString('en-IN')}-row import (${(sheet.length / 1024).toFixed(0)} KB .xlsx)\n`,
);
console.log(
  markdownTable(
    ['database', 'trials', 'none', 'all', 'partial', 'all, answered 200', 'one whole import', 'run time'],
    summary,
  ),
);
if (problems.length > 0) {
  console.error(`\nVIOLATIONS:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery trial ended with all of the import or none of it.');
