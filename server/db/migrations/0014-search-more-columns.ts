import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

// The public search also matches the company, the requirements, the type and the location's words (issue
// "phone path"; docs/decisions/0040), so an update of those columns must reach each process's search index
// too: the update triggers of migration 0005 are made again with the longer list. The list is written out
// here, not imported, so that this migration stays what it was when the code moves on.
const BEFORE = [
  'title',
  'domain',
  'location',
  'position',
  'salary',
  'featured',
  'created_at',
  'expiry_date',
  'is_active',
];
const NOW_SEARCHED = [...BEFORE, 'company', 'requirements', 'type'];

const columns = (alias: string, names: string[]) => `(${names.map((column) => `${alias}.${column}`).join(', ')})`;

/** Makes the update trigger log a change when one of `names` changed (migration 0018 uses it too). */
export async function logUpdatesOf(db: Kysely<unknown>, names: string[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Same body as 0005's: the content version's row lock first, so numbers follow the commits.
    await sql
      .raw(`create or replace function log_internship_updates() returns trigger language plpgsql as $$
        begin
          if exists (select n.id from new_rows n join old_rows o on o.id = n.id
                     where ${columns('n', names)} is distinct from ${columns('o', names)}) then
            perform 1 from content_version where id = 1 for update;
            insert into internship_changes (internship_id)
              select n.id from new_rows n join old_rows o on o.id = n.id
              where ${columns('n', names)} is distinct from ${columns('o', names)};
          end if;
          return null;
        end $$`)
      .execute(db);
    return;
  }
  await sql.raw('drop trigger if exists internships_log_update').execute(db);
  await sql
    .raw(
      `create trigger internships_log_update after update of ${names.join(', ')} on internships
        begin insert into internship_changes (internship_id) values (new.id); end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await logUpdatesOf(db, NOW_SEARCHED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await logUpdatesOf(db, BEFORE);
}
