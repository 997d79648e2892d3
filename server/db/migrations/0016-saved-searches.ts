import type { Kysely } from 'kysely';

// Saved searches and their alert mails (issue 21, item 2; docs/decisions/0046).
// - saved_searches: a student's named search (the list's filters as JSON), how often its new internships
//   are mailed, when the last alert's window ended and when the next is due (null while alerts are off),
//   and a short claim so that two processes never mail the same alert. Deleted with the account.
// - mail_outbox.headers: extra headers of a mail (an alert's List-Unsubscribe, RFC 8058), as JSON.
// - internships(created_at): the alert digest reads the internships posted in its window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_alert_at', 'text')
    .addColumn('next_alert_at', 'text')
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema
    .createIndex('saved_searches_user_created')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('saved_searches_next_alert').on('saved_searches').column('next_alert_at').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema.createIndex('internships_created_at').on('internships').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('internships_created_at').ifExists().execute();
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
