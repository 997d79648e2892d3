import { z } from 'zod';
import { ZId } from './common.js';
import { ZJob } from './job.js';

// Saved internships (issue 21, item 1): PUT and DELETE /api/saved/:jobId, GET /api/saved.

export const ZSavedParams = z.object({ jobId: ZId }).strict();
export type TSavedParams = z.infer<typeof ZSavedParams>;

/** An internship as the list gives it, and when the student saved it. */
export const ZSavedInternship = ZJob.extend({ savedAt: z.string() });
export type TSavedInternship = z.infer<typeof ZSavedInternship>;

/** The student's saved internships, newest first; a closed one stays, marked isClosed. */
export const ZSavedInternships = z.object({ saved: z.array(ZSavedInternship) });
export type TSavedInternships = z.infer<typeof ZSavedInternships>;

/** PUT's answer: the internship is saved, since `savedAt` (the first save's time when saved again). */
export const ZSaveReceipt = z.object({ jobId: z.string(), savedAt: z.string() });
export type TSaveReceipt = z.infer<typeof ZSaveReceipt>;
