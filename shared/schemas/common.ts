import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.js';
import { ZPowChallenge } from './proof-of-work.js';

export const ZId = z.string().min(1).max(64);

export const ZIdParams = z.object({ id: ZId }).strict();

/**
 * Every error answer: the spec's toasts read `message`; `code` is the stable machine code the web
 * branches on (never on the message; shared/error-codes.ts); some carry the spec's flags.
 */
export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  challenge: ZPowChallenge.optional(),
  requiresResume: z.boolean().optional(),
  applicationLimitReached: z.boolean().optional(),
  maintenanceMode: z.boolean().optional(),
  errors: z.array(z.object({ row: z.number(), column: z.string(), reason: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Trimmed, lower-cased email (docs/spec/product-decisions.md → Accounts). */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());
