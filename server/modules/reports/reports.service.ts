import { randomInt } from 'node:crypto';
import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { REPORT_WORKING_DAYS } from '#shared/reports.js';
import type { TMyReport, TReportReceipt, TReportRequest } from '#shared/schemas/reports.js';
import { findListing, insertReport, reportsOfUser } from './reports.repo.js';

// Anyone reports a listing (docs/decisions/0035); a signed-in student follows the outcome.

/** Crockford's base 32: no I, L, O or U, so a reference read out on a phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** R-XXXX-XXXX: 40 random bits, unique by the table's constraint. */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `R-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const LISTING_GONE = 'This listing no longer exists.';

export async function submitReport(
  db: DB,
  input: TReportRequest,
  from: { userId: string | null; ip: string },
): Promise<TReportReceipt> {
  const listing = await findListing(db, input.listingKind, input.listingId);
  if (!listing) throw refuse('LISTING_NOT_FOUND', LISTING_GONE);
  const reference = newReference();
  await insertReport(db, {
    id: newId(),
    reference,
    listing_kind: input.listingKind,
    listing_id: input.listingId,
    listing_title: listing.title,
    listing_company: listing.company,
    reason: input.reason,
    details: input.details ?? '',
    contact: input.contact ?? '',
    user_id: from.userId,
    ip: from.ip,
    created_at: nowIso(),
  });
  return {
    message: `Thank you. Your report ${reference} has been received; it is answered within ${REPORT_WORKING_DAYS} working days.`,
    reference,
  };
}

const MY_REPORTS_SHOWN = 50;

export async function myReports(db: DB, userId: string): Promise<{ reports: TMyReport[] }> {
  const rows = await reportsOfUser(db, userId, MY_REPORTS_SHOWN);
  return {
    reports: rows.map((row) => ({
      reference: row.reference,
      listingKind: row.listing_kind,
      listingId: row.listing_id,
      listingTitle: row.listing_title,
      reason: row.reason,
      createdAt: row.created_at,
      outcome: row.outcome,
      outcomeNote: row.outcome === 'dismissed' ? row.outcome_note : '',
      closedAt: row.closed_at,
    })),
  };
}
