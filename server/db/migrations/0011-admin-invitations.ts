import type { Kysely } from 'kysely';

// Several administrators (docs/decisions/0037): an administrator invites another by mail with a
// single-use link. Only a keyed hash of the link's token is kept, as for the reset links; the inviter's
// name is kept as it was, so the list still reads after the inviter is removed (no foreign key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_invitations_email').on('admin_invitations').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitations').ifExists().execute();
}
