// The soak's database: the small data set (bench/seed-scale.ts --small) plus what a long run of
// applications needs: students with a resume, a daily limit that 30 minutes of applying never hits,
// fresh internships nobody has applied to yet, and a few global jobs.
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { createDatabase } from '#server/db/database.js';
import { TokenService } from '#server/modules/auth/tokens.js';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { BENCH_SECRET } from '../lib/bench-server.js';

export interface SoakFixtures {
  /** Session tokens of the students that read and write. */
  tokens: string[];
  /** Internships only the soak applies to: student k × internship j is applied to once. */
  applyJobIds: string[];
  /** Internships for the detail reads. */
  detailIds: string[];
}

const APPLY_JOBS = 1000;

/** SQLite: a fresh copy of `source` at `work` each run. PostgreSQL: the database as seeded, soak rows reset. */
export function sqliteWorkCopy(source: string, work: string): string {
  // A log left beside an earlier copy (a server killed mid-run) would be replayed into this one.
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(source + suffix)) copyFileSync(source + suffix, work + suffix);
    else rmSync(work + suffix, { force: true });
  return `file:${work}`;
}

export async function prepareSoak(url: string, students: number): Promise<SoakFixtures> {
  const { db, destroy } = createDatabase(url);
  try {
    const now = new Date().toISOString();
    await db
      .insertInto('files')
      .values({
        id: 'soak-resume',
        kind: 'resume',
        filename: 'resume.pdf',
        content_type: 'application/pdf',
        size: MINIMAL_PDF.length,
        data: MINIMAL_PDF,
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const people = await db.selectFrom('users').select(['id', 'token_version']).orderBy('id').limit(students).execute();
    if (people.length < students) throw new Error(`the database has ${people.length} students, ${students} needed`);
    await db
      .updateTable('users')
      .set({ resume_file_id: 'soak-resume' })
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    await db.updateTable('settings').set({ max_applications_per_user: 1_000_000 }).execute();

    const applyJobIds = Array.from({ length: APPLY_JOBS }, (_, i) => `soak${String(i).padStart(6, '0')}`);
    await db.deleteFrom('applications').where('job_id', 'in', applyJobIds).execute();
    await db.deleteFrom('internships').where('id', 'in', applyJobIds).execute();
    for (let start = 0; start < applyJobIds.length; start += 250) {
      await db
        .insertInto('internships')
        .values(
          applyJobIds.slice(start, start + 250).map((id, k) => ({
            id,
            title: `Soak Test Intern ${start + k}`,
            company: 'Soak Labs Pvt Ltd',
            location: 'Bengaluru',
            email: `soak${start + k}@example.com`,
            domain: 'Technology',
            position: 'Intern',
            duration: '3 months',
            salary: 10000,
            description: 'An internship the soak bench applies to: real rows, nobody else applies here.',
            expiry_date: null,
            upload_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    if (!(await db.selectFrom('global_jobs').select('id').limit(1).executeTakeFirst())) {
      await db
        .insertInto('global_jobs')
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            id: `soak-global-${i}`,
            country_name: ['Germany', 'Japan', 'Canada', 'Singapore'][i % 4],
            company_name: `Global Company ${i}`,
            link: `https://jobs.example.com/${i}`,
            continents: 'Europe',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const detail = await db
      .selectFrom('internships')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .limit(200)
      .execute();
    const sessions = new TokenService(BENCH_SECRET);
    const tokens = await Promise.all(
      people.map((p) => sessions.sign({ sub: p.id, role: 'user', ver: p.token_version })),
    );
    return { tokens, applyJobIds, detailIds: detail.map((d) => d.id) };
  } finally {
    await destroy();
  }
}
