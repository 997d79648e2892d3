// Freshness of internships (issue 19, docs/decisions/0039-listing-expiry.md): a listing posted without an
// expiry date closes this many days after it is posted (a setting), and the administrator sees what closes
// soon and extends it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The setting `listingExpiryDays`: days from posting to closing when no expiry date is given. */
export const LISTING_EXPIRY_DAYS = { default: 45, min: 1, max: 365 } as const;

/** "Expiring soon": within this many days from now (the admin page's window, and the query's ceiling). */
export const EXPIRING_SOON_DAYS = { default: 7, max: 60 } as const;

/** An extension, in days; the admin page offers `choices`, and "Extend all" uses `all`. */
export const EXTEND_DAYS = { min: 1, max: 180, choices: [15, 30, 45], all: 30 } as const;

/** The most internships "Expiring soon" lists at once (the rest follow once these are extended). */
export const EXPIRING_LIST_LIMIT = 500;

/** The expiry of a listing posted at `postedAt` without one: `days` later, as the database stores times. */
export function expiryAfterPosting(postedAt: string | Date, days: number): string {
  return new Date(new Date(postedAt).getTime() + days * DAY_MS).toISOString();
}

/**
 * An extension by `days`: from the current expiry while it is still ahead, else from now (an extension
 * of a listing that already closed opens it for `days` from today, not from its old date).
 */
export function extendedExpiry(current: string | null, days: number, now = new Date()): string {
  const from = Math.max(now.getTime(), current ? Date.parse(current) || 0 : 0);
  return new Date(from + days * DAY_MS).toISOString();
}

/** The instant `days` after `now`: the end of the "expiring soon" window. */
export function windowEnd(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}
