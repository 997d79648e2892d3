import { type Kysely, sql } from 'kysely';

// Reports of listings and the complaint queue (docs/decisions/0035): each report with its reference
// number, open until an administrator answers its listing; and the holidays that are not working days.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What the reporter is given to quote: short, unique, easy to read out on a phone.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('listing_kind', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    // The listing as it was reported: readable after it is deleted.
    .addColumn('listing_title', 'text', (c) => c.notNull())
    .addColumn('listing_company', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    // The signed-in student who reported, if any: their dashboard shows the outcome.
    .addColumn('user_id', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    // dismissed, edited, deactivated or deleted; null while open.
    .addColumn('outcome', 'text')
    .addColumn('outcome_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('closed_by_name', 'text')
    .execute();
  // The queue reads only open reports: a small part of the table.
  await db.schema
    .createIndex('listing_reports_open')
    .on('listing_reports')
    .columns(['listing_kind', 'listing_id', 'created_at'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('listing_reports_closed').on('listing_reports').columns(['closed_at']).execute();
  await db.schema
    .createIndex('listing_reports_user')
    .on('listing_reports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('holidays')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('holidays').ifExists().execute();
  await db.schema.dropTable('listing_reports').ifExists().execute();
}
