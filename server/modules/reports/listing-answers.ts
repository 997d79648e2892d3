import type { DB } from '#server/db/database.js';
import { nowIso } from '#server/lib/ids.js';
import type { ListingKind } from '#shared/reports.js';
import { adminName, closeReportsOf, closeReportsOfDeletedListings, countOpenReportsOf } from './reports.repo.js';

// An edit, a deactivation or a deletion of a listing answers its open reports, wherever in the back
// office it is done (docs/decisions/0035): the services of internships and global jobs call these.

/** Closes the listing's open reports as edited or deactivated by the administrator `adminId`. */
export async function answerReportsOf(
  db: DB,
  kind: ListingKind,
  id: string,
  outcome: 'edited' | 'deactivated',
  adminId: string | null,
): Promise<number> {
  if ((await countOpenReportsOf(db, kind, id)) === 0) return 0;
  const byName = adminId ? await adminName(db, adminId) : null;
  return closeReportsOf(db, kind, id, { outcome, note: '', byName, at: nowIso() });
}

/** Closes, as deleted, the open reports of listings that are gone. */
export async function answerReportsOfDeleted(db: DB, adminId: string | null): Promise<number> {
  const byName = adminId ? await adminName(db, adminId) : null;
  return closeReportsOfDeletedListings(db, { byName, at: nowIso() });
}
