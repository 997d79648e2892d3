import type { Kysely } from 'kysely';

// The daily link check of the global jobs (docs/decisions/0036): how many checks in a row failed, when
// the link was last checked, since when it counts as broken (three failures in a row) and the last
// failure in a few words ('HTTP 404', 'timeout', 'refused: private address').
const TEXT_COLUMNS = ['link_checked_at', 'link_broken_since', 'link_last_error'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('global_jobs')
    .addColumn('link_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable('global_jobs').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...TEXT_COLUMNS, 'link_failures']) {
    await db.schema.alterTable('global_jobs').dropColumn(column).execute();
  }
}
