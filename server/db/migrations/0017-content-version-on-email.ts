import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

// The public pages show how a listing's company answers, found by its company and its email's domain
// (docs/decisions/0033), and the lists keep each listing's card with it (docs/decisions/0053): a change of
// an internship's email now moves the content version too, so that no process keeps showing the old
// company's figures. The update trigger of migration 0003 is made again with email in its list; the list
// is written out here, not imported, so that this migration stays what it was when the code moves on.
const BEFORE = [
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
];
const NOW = [...BEFORE, 'email'];

async function bumpOnUpdateOf(db: Kysely<unknown>, names: string[]): Promise<void> {
  const list = names.join(', ');
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists internships_content_version on internships`.execute(db);
    // Statement-level, as in 0003: an import moves the counter once.
    await sql`create trigger internships_content_version
      after insert or delete or update of ${sql.raw(list)} on internships
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  await sql.raw('drop trigger if exists internships_cv_update').execute(db);
  await sql
    .raw(
      `create trigger internships_cv_update after update of ${list} on internships begin update content_version set version = version + 1 where id = 1; end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await bumpOnUpdateOf(db, NOW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await bumpOnUpdateOf(db, BEFORE);
}
