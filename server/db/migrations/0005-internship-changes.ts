import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

// Which internships changed, in the order the changes committed: each process's search index reads the
// entries after the last it applied (docs/decisions/0026). Only changes the search sees are written: an
// insert or delete, or an update of one of these columns (not the view or application counts). The list
// is written out here, not imported, so that this migration stays what it was when the code moves on.
const SEARCHED_COLUMNS = [
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

const columns = (alias: string) => `(${SEARCHED_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table internship_changes (seq bigserial primary key, internship_id text not null)`.execute(db);
    // A sequence number is taken when a row is written, not when it commits. Holding the content
    // version's row lock (which every writer of internships takes, migration 0003) first makes the
    // numbers follow the order of the commits, so a reader never skips a change committed late.
    const log = (name: string, selectIds: string) =>
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          if exists (${selectIds}) then
            perform 1 from content_version where id = 1 for update;
            insert into internship_changes (internship_id) ${selectIds};
          end if;
          return null;
        end $$`);
    await log('log_internship_inserts', 'select id from new_rows').execute(db);
    await log('log_internship_deletes', 'select id from old_rows').execute(db);
    await log(
      'log_internship_updates',
      `select n.id from new_rows n join old_rows o on o.id = n.id where ${columns('n')} is distinct from ${columns('o')}`,
    ).execute(db);
    // Per statement, with the statement's rows: a 5,000-row insert runs the function once.
    await sql`create trigger internships_log_inserts after insert on internships
      referencing new table as new_rows for each statement execute function log_internship_inserts()`.execute(db);
    await sql`create trigger internships_log_deletes after delete on internships
      referencing old table as old_rows for each statement execute function log_internship_deletes()`.execute(db);
    await sql`create trigger internships_log_updates after update on internships
      referencing new table as new_rows old table as old_rows
      for each statement execute function log_internship_updates()`.execute(db);
    return;
  }
  // SQLite has one writer at a time: the numbers follow the commits by themselves.
  await sql`create table internship_changes (seq integer primary key autoincrement, internship_id text not null)`.execute(
    db,
  );
  const log = (row: string) => `insert into internship_changes (internship_id) values (${row}.id);`;
  await sql
    .raw(`create trigger internships_log_insert after insert on internships begin ${log('new')} end`)
    .execute(db);
  await sql
    .raw(`create trigger internships_log_delete after delete on internships begin ${log('old')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger internships_log_update after update of ${SEARCHED_COLUMNS.join(', ')} on internships begin ${log('new')} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const event of ['inserts', 'deletes', 'updates']) {
      await sql.raw(`drop trigger if exists internships_log_${event} on internships`).execute(db);
      await sql.raw(`drop function if exists log_internship_${event}()`).execute(db);
    }
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists internships_log_${event}`).execute(db);
    }
  }
  await db.schema.dropTable('internship_changes').ifExists().execute();
}
