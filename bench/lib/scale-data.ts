import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { JobType } from '#shared/constants.js';
import {
  CITIES,
  COMPANY_A,
  COMPANY_B,
  DOMAIN_ROLES,
  FIRST,
  LAST,
  POSITIONS,
  pick,
  rng,
  SKILLS,
  SUFFIXES,
  zipf,
} from './vocabulary.js';

const DAY = 86_400_000;
const DOMAINS = Object.keys(DOMAIN_ROLES);

export interface ScaleSizes {
  internships: number;
  students: number;
  applications: number;
}

async function insertInBatches<T>(
  label: string,
  total: number,
  batch: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<void>,
) {
  const started = Date.now();
  for (let start = 0; start < total; start += batch) {
    const rows = Array.from({ length: Math.min(batch, total - start) }, (_, k) => make(start + k));
    await insert(rows);
  }
  console.log(`  ${label}: ${total.toLocaleString('en-IN')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Fill an empty, migrated database with the benchmark's data set (same data every run). */
export async function buildScaleData(db: Kysely<Database>, sizes: ScaleSizes, passwordHash: string): Promise<void> {
  const random = rng(42);
  const now = Date.now();
  const jobIds: string[] = [];
  await insertInBatches(
    'internships',
    sizes.internships,
    500,
    (i) => {
      const domain = zipf(random, DOMAINS, 0.6);
      const role = zipf(random, DOMAIN_ROLES[domain]);
      const city = zipf(random, CITIES);
      const id = `job${String(i).padStart(7, '0')}`;
      jobIds.push(id);
      const created = new Date(now - Math.floor(random() * 120 * DAY)).toISOString();
      return {
        id,
        title: `${role} ${pick(random, SUFFIXES)}`,
        company: `${pick(random, COMPANY_A)} ${pick(random, COMPANY_B)} Pvt Ltd`,
        location: city,
        email: random() < 0.85 ? `careers${i}@example.com` : null,
        domain,
        position: pick(random, POSITIONS),
        type: (city === 'Remote' ? 'Remote' : random() < 0.85 ? 'Full-time' : 'Part-time') as JobType,
        duration: `${1 + Math.floor(random() * 6)} months`,
        salary:
          Math.round(
            (3000 +
              zipf(
                random,
                Array.from({ length: 48 }, (_, k) => k),
                0.7,
              ) *
                1000) /
              500,
          ) * 500,
        description: `Join our ${domain.toLowerCase()} team in ${city} as a ${role.toLowerCase()} intern. You will work on real projects with mentors, learn ${pick(random, SKILLS)} and ${pick(random, SKILLS)}, and present your work to the team every week.`,
        requirements: JSON.stringify([
          `Knowledge of ${pick(random, SKILLS)}`,
          `Good ${pick(random, ['communication', 'analytical', 'writing'])} skills`,
          'Currently pursuing a degree',
        ]),
        is_active: random() < 0.95 ? 1 : 0,
        featured: random() < 0.01 ? 1 : 0,
        expiry_date: random() < 0.1 ? new Date(now + (random() * 60 - 20) * DAY).toISOString() : null,
        created_at: created,
        updated_at: created,
      };
    },
    async (rows) => {
      await db.insertInto('internships').values(rows).execute();
    },
  );

  await insertInBatches(
    'students',
    sizes.students,
    500,
    (i) => {
      const created = new Date(now - Math.floor(random() * 365 * DAY)).toISOString();
      return {
        id: `usr${String(i).padStart(7, '0')}`,
        name: `${pick(random, FIRST)} ${pick(random, LAST)}`,
        email: `student${i}@example.com`,
        password_hash: passwordHash,
        phone: `9${String(100000000 + i).slice(-9)}`,
        current_city: zipf(random, CITIES),
        pin_code: String(560001 + (i % 900)),
        skills: JSON.stringify([pick(random, SKILLS), pick(random, SKILLS)]),
        keywords: JSON.stringify([pick(random, DOMAINS).toLowerCase()]),
        created_at: created,
        updated_at: created,
      };
    },
    async (rows) => {
      await db.insertInto('users').values(rows).execute();
    },
  );

  const perStudent = Math.max(1, Math.ceil(sizes.applications / sizes.students));
  await insertInBatches(
    'applications',
    sizes.applications,
    1000,
    (i) => {
      const student = Math.floor(i / perStudent) % sizes.students;
      // Distinct internships per student: a stride through the list.
      const job = jobIds[(student * 7919 + (i % perStudent) * 104729) % jobIds.length];
      const applied = new Date(now - Math.floor(random() * 180 * DAY)).toISOString();
      return {
        id: `app${String(i).padStart(8, '0')}`,
        user_id: `usr${String(student).padStart(7, '0')}`,
        job_id: job,
        job_title: 'Intern',
        job_company: 'Company',
        job_location: 'Bengaluru',
        job_salary: 10000,
        status: zipf(random, ['Pending', 'Reviewed', 'Rejected', 'Accepted'] as const),
        mail_status: zipf(random, ['pending', 'sent', 'Mail not found', 'undelivered'] as const),
        applied_at: applied,
        updated_at: applied,
      };
    },
    async (rows) => {
      await db.insertInto('applications').values(rows).execute();
    },
  );
}
