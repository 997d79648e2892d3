import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.js';
import { ZApplicationEvent, ZClosedReason } from './hearing-back.js';

/** The internship as embedded in a student's application (docs/spec/student-side.md §3 Application). */
export const ZApplicationJob = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.number(),
});

export const ZMyApplication = z.object({
  _id: z.string(),
  jobId: ZApplicationJob,
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  coverLetter: z.string(),
  /** Its history, oldest first (docs/decisions/0033): applied, sent, opened, each answer. */
  timeline: z.array(ZApplicationEvent),
  /** 'No response' once closed for want of an answer (the status stays Pending). */
  closedReason: ZClosedReason,
  /** The company's own address, shown from day 5 without an answer (the terms' advice); else null. */
  companyContact: z.string().nullable(),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** POST /api/jobs/{id}/apply answer (docs/spec/student-side.md §7). */
export const ZApplyResponse = z.object({ message: z.string(), application: ZMyApplication });
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

export const ZMyApplicationsResponse = z.array(ZMyApplication);
