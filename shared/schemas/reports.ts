import { z } from 'zod';
import {
  HOLIDAY_NAME_MAX,
  HOLIDAYS_MAX,
  LISTING_KINDS,
  REPORT_CONTACT_MAX,
  REPORT_DECISIONS,
  REPORT_DETAILS_MAX,
  REPORT_DISMISS_REASON_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
} from '../reports.js';
import { ZId } from './common.js';
import { ZLine, ZText } from './text.js';

// Reports of listings and the complaint queue (docs/decisions/0035).

/** POST /api/reports: anyone, signed in or not. */
export const ZReportRequest = z
  .object({
    listingKind: z.enum(LISTING_KINDS),
    listingId: ZId,
    reason: z.enum(REPORT_REASONS, { message: 'Please choose a reason' }),
    details: ZText('Details', { max: REPORT_DETAILS_MAX }).optional(),
    /** How the reporter may be reached (a phone or a mail address), if they want to be. */
    contact: ZLine('Contact', { max: REPORT_CONTACT_MAX }).optional(),
  })
  .strict();
export type TReportRequest = z.infer<typeof ZReportRequest>;

export const ZReportReceipt = z.object({ message: z.string(), reference: z.string() });
export type TReportReceipt = z.infer<typeof ZReportReceipt>;

/** A student's own report, as the dashboard shows it. */
export const ZMyReport = z.object({
  reference: z.string(),
  listingKind: z.enum(LISTING_KINDS),
  listingId: z.string(),
  listingTitle: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
  /** null while the report is open. */
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  /** The administrator's reason, when dismissed. */
  outcomeNote: z.string(),
  closedAt: z.string().nullable(),
});
export type TMyReport = z.infer<typeof ZMyReport>;
export const ZMyReports = z.object({ reports: z.array(ZMyReport) });

/** One report in the administrators' queue. */
export const ZQueuedReport = z.object({
  _id: z.string(),
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  contact: z.string(),
  /** Whether a signed-in student sent it (their outcome shows on their dashboard). */
  fromStudent: z.boolean(),
  createdAt: z.string(),
  /** The India date of the last day allowed, and whether it has passed. */
  dueDate: z.string(),
  overdue: z.boolean(),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  outcomeNote: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type TQueuedReport = z.infer<typeof ZQueuedReport>;

/** A listing's reports together: the queue answers the listing, and so closes them all. */
export const ZReportedListing = z.object({
  listingKind: z.enum(LISTING_KINDS),
  listingId: z.string(),
  title: z.string(),
  company: z.string(),
  /** false once the listing is gone; null for global jobs, which have no active flag. */
  isActive: z.boolean().nullable(),
  exists: z.boolean(),
  /** The earliest deadline of its reports. */
  dueDate: z.string(),
  overdue: z.boolean(),
  reports: z.array(ZQueuedReport),
});
export type TReportedListing = z.infer<typeof ZReportedListing>;

export const ZReportQueueQuery = z.object({ state: z.enum(['open', 'closed']).default('open') }).strict();
export const ZReportQueue = z.object({
  listings: z.array(ZReportedListing),
  openCount: z.number(),
  overdueCount: z.number(),
});
export type TReportQueue = z.infer<typeof ZReportQueue>;

export const ZReportDecisionRequest = z
  .object({
    listingKind: z.enum(LISTING_KINDS),
    listingId: ZId,
    decision: z.enum(REPORT_DECISIONS),
    /** Required to dismiss; the reporter sees it. */
    reason: ZText('Reason', { max: REPORT_DISMISS_REASON_MAX }).optional(),
  })
  .strict()
  .refine((body) => body.decision !== 'dismiss' || Boolean(body.reason), {
    message: 'Please give the reason for dismissing',
    path: ['reason'],
  });
export type TReportDecisionRequest = z.infer<typeof ZReportDecisionRequest>;
export const ZReportDecisionResult = z.object({ message: z.string(), closed: z.number() });

export const ZHoliday = z
  .object({
    date: z.iso.date({ message: 'Dates must be written YYYY-MM-DD' }),
    name: ZLine('Name', { required: 'Please name the holiday', max: HOLIDAY_NAME_MAX }),
  })
  .strict();
export type THoliday = z.infer<typeof ZHoliday>;
export const ZHolidays = z.object({
  holidays: z
    .array(ZHoliday)
    .max(HOLIDAYS_MAX, `At most ${HOLIDAYS_MAX} holidays`)
    .refine((list) => new Set(list.map((h) => h.date)).size === list.length, 'Each date may be listed once'),
});
export type THolidays = z.infer<typeof ZHolidays>;
