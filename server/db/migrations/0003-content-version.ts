import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

// A counter that moves whenever what the public pages show changes: any insert or delete of an
// internship, an update of a column the public sees (not view_count or application_count, which move on
// every visit and application), and any change of the settings. Processes cache public answers under
// this version (docs/decisions/0016-public-read-cache.md); triggers keep it right for every writer.
const PUBLIC_COLUMNS = [
  'title',
  'company',
  'location',
  'domain',
  'position',
  'type',
  'duration',
  'salary',
  'description',
  'requirements',
  'is_active',
  'featured',
  'expiry_date',
  'created_at',
].join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_content_version() returns trigger language plpgsql as $$
      begin update content_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    // Statement-level: a 10,000-row import moves the counter once, not 10,000 times.
    await sql`create trigger internships_content_version
      after insert or delete or update of ${sql.raw(PUBLIC_COLUMNS)} on internships
      for each statement execute function bump_content_version()`.execute(db);
    await sql`create trigger settings_content_version after insert or update or delete on settings
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  const bump = 'update content_version set version = version + 1 where id = 1;';
  await sql.raw(`create trigger internships_cv_insert after insert on internships begin ${bump} end`).execute(db);
  await sql.raw(`create trigger internships_cv_delete after delete on internships begin ${bump} end`).execute(db);
  await sql
    .raw(`create trigger internships_cv_update after update of ${PUBLIC_COLUMNS} on internships begin ${bump} end`)
    .execute(db);
  await sql.raw(`create trigger settings_cv_update after update on settings begin ${bump} end`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists internships_content_version on internships`.execute(db);
    await sql`drop trigger if exists settings_content_version on settings`.execute(db);
    await sql`drop function if exists bump_content_version()`.execute(db);
  } else {
    for (const trigger of [
      'internships_cv_insert',
      'internships_cv_delete',
      'internships_cv_update',
      'settings_cv_update',
    ]) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
  }
  await db.schema.dropTable('content_version').ifExists().execute();
}
