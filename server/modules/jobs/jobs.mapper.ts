import { fromJson } from '#server/lib/json-column.js';
import type { TJob } from '#shared/schemas/job.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import type { ListedRow } from './jobs.repo.js';

export function isOpen(row: Pick<ListedRow, 'is_active' | 'expiry_date'>, now = new Date().toISOString()): boolean {
  return row.is_active === 1 && (row.expiry_date === null || row.expiry_date > now);
}

/** An internship as the public sees it, with its company's responsiveness when `book` knows enough. */
export function toPublicJob(row: ListedRow, now?: string, book?: ResponsivenessBook): TJob {
  return {
    _id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    domain: row.domain,
    position: row.position,
    type: row.type,
    duration: row.duration,
    salary: row.salary,
    description: row.description,
    requirements: fromJson<string[]>(row.requirements, []),
    featured: row.featured === 1,
    createdAt: row.created_at,
    expiryDate: row.expiry_date,
    isClosed: !isOpen(row, now),
    responsiveness: book?.of(row.company, row.email) ?? null,
  };
}
