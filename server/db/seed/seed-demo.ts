import { newId } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import type { DB } from '../database.js';
import { DEMO_GLOBAL_JOBS } from './demo-global-jobs.js';
import { DEMO_INTERNSHIPS } from './demo-internships.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Load demo internships and global jobs into an empty database (SEED_DEMO=true, the default).
 * Does nothing when either table already has rows, so a restart never duplicates or overwrites data.
 */
export async function seedDemoData(db: DB, now = new Date()): Promise<{ internships: number; globalJobs: number }> {
  return db.transaction().execute(async (trx) => {
    const [{ count: internships }] = await trx
      .selectFrom('internships')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const [{ count: globalJobs }] = await trx
      .selectFrom('global_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    if (Number(internships) > 0 || Number(globalJobs) > 0) return { internships: 0, globalJobs: 0 };

    const internshipRows = DEMO_INTERNSHIPS.map((job, index) => {
      // Spread creation times; the index keeps the order stable when two share a day.
      const createdAt = new Date(now.getTime() - job.postedDaysAgo * DAY_MS - index * 60_000).toISOString();
      return {
        id: newId(),
        title: job.title,
        company: job.company,
        location: job.location,
        email: job.email,
        domain: job.domain,
        position: job.position,
        type: job.type,
        duration: job.duration,
        salary: job.salary,
        description: job.description,
        requirements: toJson(job.requirements),
        is_active: Number(job.isActive),
        featured: Number(job.featured),
        expiry_date:
          job.expiresInDays === null ? null : new Date(now.getTime() + job.expiresInDays * DAY_MS).toISOString(),
        application_count: 0,
        view_count: 0,
        upload_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    const nowText = now.toISOString();
    const globalRows = DEMO_GLOBAL_JOBS.map((job) => ({
      id: newId(),
      ...job,
      created_at: nowText,
      updated_at: nowText,
    }));

    await trx.insertInto('internships').values(internshipRows).execute();
    await trx.insertInto('global_jobs').values(globalRows).execute();
    return { internships: internshipRows.length, globalJobs: globalRows.length };
  });
}
