import type { Kysely } from 'kysely';

// The language a student reads the site and their mails in (docs/decisions/0031): one of
// shared/languages.ts LANGUAGES, checked by the API; accounts made before it read English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
