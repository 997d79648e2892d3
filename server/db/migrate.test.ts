import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot.js';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase, runAdmin, type TestDatabase, testDialects } from '../test/test-database.js';
import type { DB } from './database.js';
import { dialectOf } from './dialect.js';
import { migrateToLatest } from './migrate.js';

const TABLES = [
  'users',
  'admins',
  'internships',
  'global_jobs',
  'applications',
  'files',
  'excel_uploads',
  'settings',
  'one_time_codes',
  'reset_tokens',
  'mail_outbox',
  'rate_limits',
  'content_version',
  'ended_sessions',
  'internship_changes',
  'application_events',
  'audit_log',
  'admin_invitations',
  'saved_internships',
];

/** Every migration, in the order they are applied. */
const MIGRATIONS = [
  '0001-initial',
  '0002-internship-search',
  '0003-content-version',
  '0004-ended-sessions',
  '0005-internship-changes',
  '0006-user-language',
  '0007-hearing-back',
  '0008-audit-log',
  '0009-listing-reports',
  '0010-link-checks',
  '0011-admin-invitations',
  '0012-risk-flags',
  '0013-listing-expiry',
  '0014-search-more-columns',
  '0015-saved-internships',
  '0016-saved-searches',
  '0017-content-version-on-email',
  '0018-card-columns-logged',
  '0019-users-by-created-and-id',
  '0020-applications-by-status',
];

describe.each(testDialects())('database on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.cleanup());

  it('creates every table once; a second run applies nothing', async () => {
    database = await createTestDatabase(dialect);
    expect(await migrateToLatest(database.db)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await ownTables(database.db)).toEqual(expect.arrayContaining(TABLES));
  });

  it('migrates a database beside another already migrated in the same server (PostgreSQL: two schemas)', async () => {
    const neighbour = await createTestDatabase(dialect);
    try {
      await migrateToLatest(neighbour.db);
      database = await createTestDatabase(dialect);
      expect(await migrateToLatest(database.db)).toHaveLength(MIGRATIONS.length);
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await neighbour.cleanup();
    }
  });

  it('prepares settings, the first admin and demo data exactly once', async () => {
    database = await createTestDatabase(dialect);
    const config = testConfig({ SEED_DEMO: 'true', ADMIN_PASSWORD: '' });
    const first = await prepareDatabase(database.db, config);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    expect(first.seeded.internships).toBeGreaterThanOrEqual(60);
    expect(first.seeded.globalJobs).toBeGreaterThanOrEqual(40);

    const second = await prepareDatabase(database.db, config);
    expect(second).toEqual({
      migrationsApplied: [],
      generatedAdminPassword: null,
      seeded: { internships: 0, globalJobs: 0 },
    });

    const count = async (table: 'internships' | 'admins' | 'settings' | 'global_jobs') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('admins')).toBe(1);
    expect(await count('settings')).toBe(1);
    expect(await count('internships')).toBe(first.seeded.internships);
    expect(await count('global_jobs')).toBe(first.seeded.globalJobs);
  });

  it('seeds demo internships across the six domains and many cities, some featured, inactive or expired', async () => {
    database = await createTestDatabase(dialect);
    await prepareDatabase(database.db, testConfig({ SEED_DEMO: 'true' }));
    const rows = await database.db.selectFrom('internships').selectAll().execute();
    expect(new Set(rows.map((r) => r.domain))).toEqual(
      new Set(['Technology', 'Design', 'Marketing', 'Finance', 'Healthcare', 'Engineering']),
    );
    expect(new Set(rows.map((r) => r.location)).size).toBeGreaterThanOrEqual(15);
    expect(rows.some((r) => r.featured === 1)).toBe(true);
    expect(rows.some((r) => r.is_active === 0)).toBe(true);
    const now = new Date().toISOString();
    expect(rows.some((r) => r.expiry_date !== null && r.expiry_date < now)).toBe(true);
    const globals = await database.db.selectFrom('global_jobs').selectAll().execute();
    expect(new Set(globals.map((g) => g.continents)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps file bytes intact (blob / bytea)', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const data = Buffer.from([0, 1, 2, 255, 254, 37, 80, 68, 70]);
    await database.db
      .insertInto('files')
      .values({
        id: 'f1',
        kind: 'resume',
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size: data.length,
        data,
        created_at: new Date().toISOString(),
      })
      .execute();
    const row = await database.db.selectFrom('files').select('data').where('id', '=', 'f1').executeTakeFirstOrThrow();
    expect(Buffer.from(row.data).equals(data)).toBe(true);
  });
});

// The tests share one PostgreSQL database, one schema each (TEST_DATABASE_URL; CI sets it).
const FRESH_SCHEMAS = 6;
describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('migrating on %s', (dialect) => {
  it('migrates while other schemas of the database are made, changed and dropped (the tests share one database)', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    let churning = true;
    // Two connections make schemas of a few tables each, drop a column and a table, then the schema, as
    // other test files do (their migrations and their clean-up).
    const churn = [1, 2].map(async (churner) => {
      for (let n = 0; churning; n += 1) {
        const other = `churn_${process.pid}_${churner}_${n}`;
        const tables = [1, 2, 3].map((table) => `create table ${other}.t${table} (id serial primary key, b text)`);
        await runAdmin(url, `create schema ${other}; ${tables.join('; ')}`);
        await runAdmin(url, `alter table ${other}.t1 drop column b`);
        await runAdmin(url, `drop table ${other}.t2`);
        await runAdmin(url, `drop schema ${other} cascade`);
      }
    });
    const migrated: number[] = [];
    try {
      for (let i = 0; i < FRESH_SCHEMAS; i += 1) {
        const fresh = await createTestDatabase(dialect);
        try {
          migrated.push((await migrateToLatest(fresh.db)).length);
        } finally {
          await fresh.cleanup();
        }
      }
    } finally {
      churning = false;
      await Promise.all(churn);
    }
    expect(migrated).toEqual(Array(FRESH_SCHEMAS).fill(MIGRATIONS.length));
  }, 90_000);
});

/** The tables of the database's own schema (Kysely's introspection reads every schema of the database). */
async function ownTables(db: DB): Promise<string[]> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('a test database on %s', (dialect) => {
  it('keeps its own schema and the tests’ session settings together on its connections', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const { rows } = await sql<{ path: string; commit: string }>`
        select current_setting('search_path') as path, current_setting('synchronous_commit') as commit
      `.execute(database.db);
      expect(rows).toEqual([{ path: `${database.searchPath},public`, commit: 'off' }]);
    } finally {
      await database.cleanup();
    }
  });
});
