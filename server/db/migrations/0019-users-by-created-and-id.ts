import type { Kysely } from 'kysely';

// The users export reads students in batches after the last one read, in (created_at, id) order
// (server/modules/admin-users/admin-users.repo.ts). On an index of created_at alone, each batch sorted
// every student after the cursor before taking its 1,000: the export of 100,000 students grew with the
// square of their number (docs/decisions/0061). On (created_at, id) a batch starts at the cursor and reads
// its rows in order. The back office's list of students (newest first) reads the same index backwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created_at_id').on('users').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('users_created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.dropIndex('users_created_at_id').execute();
}
