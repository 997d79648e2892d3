// Builds the benchmark data set: 100,000 internships, 200,000 students, 1,000,000 applications.
// With --million: 1,000,000 internships (and 20,000 students and applications), for the search at that
// size (docs/performance.md §3b); about 2 minutes.
// Usage: npx tsx bench/seed-scale.ts <DATABASE_URL> [--small | --million]
//   e.g. npx tsx bench/seed-scale.ts file:bench/out/scale.db
//        npx tsx bench/seed-scale.ts postgres://postgres@127.0.0.1:5432/bench
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { prepareDatabase } from '#server/boot.js';
import { loadConfig } from '#server/config.js';
import { createDatabase } from '#server/db/database.js';
import { hashPassword } from '#server/modules/auth/password.js';
import { buildScaleData } from './lib/scale-data.js';

const url = process.argv[2] ?? 'file:bench/out/scale.db';
const small = process.argv.includes('--small');
const million = process.argv.includes('--million');
const sizes = small
  ? { internships: 10_000, students: 20_000, applications: 100_000 }
  : million
    ? { internships: 1_000_000, students: 20_000, applications: 20_000 }
    : { internships: 100_000, students: 200_000, applications: 1_000_000 };

if (url.startsWith('file:')) {
  const path = url.slice('file:'.length);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
const config = loadConfig({
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  ADMIN_PASSWORD: 'bench-admin-password',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
const database = createDatabase(url);
console.log(`Building ${small ? 'the small' : million ? 'the 1,000,000-internship' : 'the full'} data set in ${url}`);
await prepareDatabase(database.db, config);
await buildScaleData(database.db, sizes, await hashPassword('bench-student-password'));
// Fresh statistics, so the query planner knows the table sizes.
await sql`analyze`.execute(database.db);
await database.destroy();
console.log('done');
