import type { DB } from '#server/db/database.js';
import type { TMyApplication } from '#shared/schemas/application.js';
import { findApplicationsOfUser } from './applications.repo.js';

/** A student's applications with the internship embedded, from the snapshot kept at apply time. */
export async function listMyApplications(db: DB, userId: string): Promise<TMyApplication[]> {
  const rows = await findApplicationsOfUser(db, userId);
  return rows.map((row) => ({
    _id: row.id,
    jobId: {
      _id: row.job_id,
      title: row.job_title,
      company: row.job_company,
      location: row.job_location,
      salary: row.job_salary,
    },
    status: row.status,
    appliedAt: row.applied_at,
    coverLetter: row.cover_letter,
  }));
}
