import type { Insertable } from 'kysely';
import type { InternshipsTable } from '#server/db/schema.js';
import { fromJson, toJson } from '#server/lib/json-column.js';
import type { RiskFlag } from '#shared/risk-flags.js';
import type { TAdminJob, TJobInput } from '#shared/schemas/admin-jobs.js';
import type { findJobById } from '../jobs/jobs.repo.js';

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobById>>>;

export function toAdminJob(row: JobRow): TAdminJob {
  return {
    _id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    email: row.email ?? '',
    domain: row.domain,
    position: row.position,
    salary: row.salary,
    type: row.type,
    duration: row.duration,
    description: row.description,
    requirements: fromJson<string[]>(row.requirements, []),
    isActive: row.is_active === 1,
    featured: row.featured === 1,
    expiryDate: row.expiry_date,
    applicationCount: row.application_count,
    viewCount: row.view_count,
    createdAt: row.created_at,
    riskFlags: fromJson<RiskFlag[]>(row.risk_flags, []),
    held: row.held === 1,
  };
}

type ParsedInput = Required<Omit<TJobInput, 'expiryDate' | 'email'>> & { email?: string; expiryDate: string | null };

/** An internship's columns but its id and timestamps. */
export type JobColumns = Omit<Insertable<InternshipsTable>, 'id' | 'created_at' | 'updated_at'>;

/** Form fields to columns (without id and timestamps). */
export function toJobColumns(input: ParsedInput): JobColumns {
  return {
    title: input.title,
    company: input.company,
    location: input.location,
    email: input.email ? input.email.toLowerCase() : null,
    domain: input.domain,
    position: input.position,
    salary: Number(input.salary),
    type: input.type,
    duration: input.duration,
    description: input.description,
    requirements: toJson(input.requirements),
    is_active: Number(input.isActive),
    featured: Number(input.featured),
    expiry_date: input.expiryDate ? new Date(input.expiryDate).toISOString() : null,
  };
}
