import type { Kysely } from 'kysely';

// Sessions ended on the server (logout): a token whose session id is here is refused until it would
// have expired anyway, then the row is of no use and housekeeping deletes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ended_sessions').execute();
}
