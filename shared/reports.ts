// Reports of listings and the complaint queue (docs/decisions/0035): anyone may report an internship or a
// global job; administrators answer within 7 working days (Monday to Saturday, less their holiday list).

export const LISTING_KINDS = ['internship', 'global_job'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Why a listing is reported, in the order the form offers them (money first: the worst harm). */
export const REPORT_REASONS = [
  'asks_for_money',
  'fake',
  'expired_or_filled',
  'wrong_details',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the administrators' side names each reason (their side is English; the students' is catalogued). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  asks_for_money: 'Asks for money',
  fake: 'Fake or does not exist',
  expired_or_filled: 'Expired or filled',
  wrong_details: 'Wrong details',
  offensive: 'Offensive',
  other: 'Other',
};

/**
 * How a report was closed: dismissed (with a reason the reporter sees), or the listing edited,
 * deactivated or deleted. An edit, a deactivation or a deletion anywhere in the back office closes the
 * listing's open reports too: it answers them.
 */
export const REPORT_OUTCOMES = ['dismissed', 'edited', 'deactivated', 'deleted'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What an administrator does from the queue; each one closes the listing's open reports. */
export const REPORT_DECISIONS = ['dismiss', 'deactivate', 'delete'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_CONTACT_MAX = 200;
export const REPORT_DISMISS_REASON_MAX = 500;
export const HOLIDAY_NAME_MAX = 80;
/** The holiday list holds a few years at most. */
export const HOLIDAYS_MAX = 200;

/** The terms' promise: a complaint is answered within this many working days. */
export const REPORT_WORKING_DAYS = 7;
