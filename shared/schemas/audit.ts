import { z } from 'zod';
import { ADMIN_ACTION_NAMES, AUDIT_PAGE_SIZE } from '../audit.js';

// GET /api/admin/audit and its export (docs/decisions/0034).

export const ZAuditEntry = z.object({
  _id: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  /** What the action was on: an id, a location, the number of rows of a bulk action. */
  target: z.string(),
  /** What changed: before and after for an edit; the request's fields otherwise (never a password). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const isoDate = z.iso.date({ message: 'Dates must be written YYYY-MM-DD' });

export const ZAuditQuery = z
  .object({
    adminId: z.string().max(64).optional(),
    action: z.enum(ADMIN_ACTION_NAMES, { message: 'Unknown action' }).optional(),
    /** India dates, inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The `nextCursor` of the page before. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const ZAuditExportQuery = ZAuditQuery.omit({ cursor: true, limit: true });
