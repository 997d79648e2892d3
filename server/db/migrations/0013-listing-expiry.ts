import { type Kysely, sql } from 'kysely';

// Freshness of internships (docs/decisions/0039): a listing posted without an expiry date closes a set
// number of days after posting (the setting `listing_expiry_days`, 45 by default), stored on the listing
// when it is created. Listings already here without one get the same rule, but never sooner than a week
// after this migration: an old database's listings must not all close at the upgrade. The numbers are
// written out here, not imported, so that this migration stays what it was when the code moves on.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The setting's default, and the days the back-fill counts from each listing's posting. */
export const BACKFILL_DAYS = 45;
/** No back-filled listing closes sooner than this many days after the migration. */
export const BACKFILL_FLOOR_DAYS = 7;
const BATCH = 500;

/** The expiry given to a listing posted at `createdAt` without one, when the migration runs at `migratedAt`. */
export function backfilledExpiry(createdAt: string, migratedAt: Date): string {
  const posted = Date.parse(createdAt);
  const byPosting = Number.isNaN(posted) ? 0 : posted + BACKFILL_DAYS * DAY_MS;
  return new Date(Math.max(byPosting, migratedAt.getTime() + BACKFILL_FLOOR_DAYS * DAY_MS)).toISOString();
}

/**
 * Every listing without an expiry date gets backfilledExpiry, a few hundred per statement (a CASE per
 * batch, the same SQL on both databases). The triggers log each change for the search index and move
 * the content version (docs/decisions/0016, 0026), as for any other edit.
 */
export async function backfillExpiry(db: Kysely<unknown>, migratedAt: Date): Promise<number> {
  let after = '';
  let updated = 0;
  for (;;) {
    const { rows } = await sql<{ id: string; created_at: string }>`
      select id, created_at from internships
      where expiry_date is null and id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return updated;
    const cases = rows.map(
      (row) => sql`when ${row.id} then cast(${backfilledExpiry(row.created_at, migratedAt)} as text)`,
    );
    await sql`update internships set expiry_date = case id ${sql.join(cases, sql` `)} end
      where id in (${sql.join(rows.map((row) => row.id))})`.execute(db);
    updated += rows.length;
    after = rows[rows.length - 1].id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('listing_expiry_days', 'integer', (c) => c.notNull().defaultTo(BACKFILL_DAYS))
    .execute();
  // "Expiring soon" and the dashboard's count read a few days' range of expiry dates.
  await db.schema.createIndex('internships_expiry_date').on('internships').column('expiry_date').execute();
  await backfillExpiry(db, new Date());
}

/** The back-filled dates stay: they cannot be told apart from dates an administrator chose. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('internships_expiry_date').ifExists().execute();
  await db.schema.alterTable('settings').dropColumn('listing_expiry_days').execute();
}
