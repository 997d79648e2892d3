import type { DB } from '#server/db/database.js';
import { DAY_MS } from '#server/lib/time.js';
import { CONTACT_AFTER_DAYS } from '#shared/hearing-back.js';
import type { TMyApplication } from '#shared/schemas/application.js';
import { eventsByApplication } from '../hearing-back/events.repo.js';
import { timelineOf } from '../hearing-back/timeline.js';
import { findApplicationsOfUser } from './applications.repo.js';

/**
 * A student's applications with the internship embedded, from the snapshot kept at apply time, each
 * with its history; from day 5 without an answer, the company's own address (the terms' advice).
 */
export async function listMyApplications(db: DB, userId: string, now = new Date()): Promise<TMyApplication[]> {
  const rows = await findApplicationsOfUser(db, userId);
  const events = await eventsByApplication(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const unanswered = row.status === 'Pending' && row.first_answer_at === null;
    const waitedLong = now.getTime() - Date.parse(row.applied_at) >= CONTACT_AFTER_DAYS * DAY_MS;
    const contact = row.company_email ?? row.listing_email;
    return {
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
      timeline: timelineOf(row.applied_at, events.get(row.id)),
      closedReason: row.closed_reason,
      companyContact: unanswered && waitedLong && contact ? contact : null,
    };
  });
}
