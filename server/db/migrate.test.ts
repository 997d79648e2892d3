import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../boot.js';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-database.js';
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

describe.each(testDialects())('database on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.cleanup());

  it('creates every table once; a second run applies nothing', async () => {
    database = await createTestDatabase(dialect);
    expect(await migrateToLatest(database.db)).toEqual([
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
    ]);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
  });

  it('migrates a database beside another already migrated in the same server (PostgreSQL: two schemas)', async () => {
    const neighbour = await createTestDatabase(dialect);
    try {
      await migrateToLatest(neighbour.db);
      database = await createTestDatabase(dialect);
      expect(await migrateToLatest(database.db)).toHaveLength(16);
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
