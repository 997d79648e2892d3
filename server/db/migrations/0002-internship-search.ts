import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { PG_SEARCH_VECTOR } from '../search-vector.js';

// Keyword search over title and domain: every word must match the start of a word (docs/spec/product-decisions.md →
// Internships). SQLite: an FTS5 index kept in step by triggers; PostgreSQL: a GIN index on the
// 'simple' text-search vector. Both answer prefix queries from the index, without a table scan.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create index internships_search on internships using gin (${sql.raw(PG_SEARCH_VECTOR)})`.execute(db);
    return;
  }
  await sql`create virtual table internships_fts using fts5(
    title, domain, content='internships', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger internships_fts_insert after insert on internships begin
    insert into internships_fts(rowid, title, domain) values (new.rowid, new.title, new.domain);
  end`.execute(db);
  await sql`create trigger internships_fts_delete after delete on internships begin
    insert into internships_fts(internships_fts, rowid, title, domain) values ('delete', old.rowid, old.title, old.domain);
  end`.execute(db);
  await sql`create trigger internships_fts_update after update of title, domain on internships begin
    insert into internships_fts(internships_fts, rowid, title, domain) values ('delete', old.rowid, old.title, old.domain);
    insert into internships_fts(rowid, title, domain) values (new.rowid, new.title, new.domain);
  end`.execute(db);
  await sql`insert into internships_fts(internships_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index if exists internships_search`.execute(db);
    return;
  }
  for (const trigger of ['internships_fts_insert', 'internships_fts_delete', 'internships_fts_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists internships_fts`.execute(db);
}
