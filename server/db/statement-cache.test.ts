import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares each statement once, keeps the most recently used ones, and still sees schema changes', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2) as unknown as { prepare(sql: string): SQLite.Statement; close(): void };
    db.prepare('create table t (a integer)').run();
    const insert = db.prepare('insert into t (a) values (?)');
    expect(db.prepare('insert into t (a) values (?)')).toBe(insert);
    insert.run(1);

    const count = db.prepare('select count(*) as n from t');
    expect(count.get()).toEqual({ n: 1 });
    // A third statement pushes out the least recently used one (the create table).
    db.prepare('select 1');
    expect(db.prepare('select count(*) as n from t')).toBe(count);
    expect(db.prepare('insert into t (a) values (?)')).not.toBe(insert);

    sqlite.exec('alter table t add column b text');
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1, b: null }]);
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
