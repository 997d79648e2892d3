import type { Kysely } from 'kysely';

// Saved internships (issue 21, item 1): a student keeps internships to come back to. One row per student
// and internship (saving twice keeps the first time); both foreign keys cascade, so a deleted account or
// a deleted internship takes its saved rows with it (SQLite: foreign_keys is on, server/db/database.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_internships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('internship_id', 'text', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_internships_pk', ['user_id', 'internship_id'])
    .execute();
  // The dashboard lists a student's saved internships newest first.
  await db.schema
    .createIndex('saved_internships_user_created')
    .on('saved_internships')
    .columns(['user_id', 'created_at'])
    .execute();
  // Deleting an internship finds its saved rows without reading the whole table.
  await db.schema.createIndex('saved_internships_internship').on('saved_internships').column('internship_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_internships').ifExists().execute();
}
