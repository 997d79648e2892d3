import type { Kysely } from 'kysely';
import { logUpdatesOf } from './0014-search-more-columns.js';

// The lists keep a card of each listing shown (docs/decisions/0053), and an administrator's change now
// makes again only the cards of the listings it changed, found in the change log (docs/decisions/0059):
// an update of what a card shows but the search does not (the description, the duration, the email its
// company's figures are found by) is logged too. The lists are written out here, not imported, so that
// this migration stays what it was when the code moves on.
const BEFORE = [
  'title',
  'domain',
  'location',
  'position',
  'salary',
  'featured',
  'created_at',
  'expiry_date',
  'is_active',
  'company',
  'requirements',
  'type',
];
const NOW = [...BEFORE, 'description', 'duration', 'email'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await logUpdatesOf(db, NOW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await logUpdatesOf(db, BEFORE);
}
