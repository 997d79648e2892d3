import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '#server/boot.js';
import { recordingWorkers } from '#server/test/recording-workers.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase, testDialects } from '#server/test/test-database.js';
import { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { getAnalytics } from './admin-overview.service.js';

// The analytics' registrations a month, counted by the database in India's months (docs/decisions/0064).
describe.each(testDialects())('monthly registrations on %s', (dialect) => {
  it("count each student in the month of India's calendar they registered in, the last six months (in a worker thread on a SQLite file)", async () => {
    const database: TestDatabase = await createTestDatabase(dialect);
    try {
      await prepareDatabase(database.db, testConfig());
      const times = [
        '2026-05-31T18:29:59.999Z', // 31 May, 23:59 in India: before the six months
        '2026-05-31T18:30:00.000Z', // 1 June, 00:00 in India
        '2026-06-30T18:29:59.999Z', // 30 June, 23:59
        '2026-07-15T09:00:00.000Z',
        '2026-10-31T19:00:00.000Z', // 1 November, 00:30 in India
        '2026-11-20T10:00:00.000Z',
        '2026-11-30T18:29:59.999Z', // 30 November, 23:59 in India: the month shown last
        '2026-11-30T18:30:00.000Z', // 1 December in India: after it
      ];
      await database.db
        .insertInto('users')
        .values(
          times.map((at, i) => ({
            id: `month-${i}`,
            name: `Student ${i}`,
            email: `month${i}@example.com`,
            password_hash: 'not-a-real-hash',
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      // On a SQLite file the counts are read in a worker thread, on PostgreSQL here.
      const { workers, tasks } = recordingWorkers();
      const deps = { db: database.db, workers, sqliteFile: database.sqliteFile };
      const { monthlyRegistrations } = await getAnalytics(
        deps,
        new ResponsivenessBook(),
        new Date('2026-11-30T12:00:00.000Z'),
      );
      expect(monthlyRegistrations).toEqual([
        { _id: { month: 6, year: 2026 }, count: 2 },
        { _id: { month: 7, year: 2026 }, count: 1 },
        { _id: { month: 8, year: 2026 }, count: 0 },
        { _id: { month: 9, year: 2026 }, count: 0 },
        { _id: { month: 10, year: 2026 }, count: 0 },
        { _id: { month: 11, year: 2026 }, count: 3 },
      ]);
      expect(tasks).toEqual(dialect === 'sqlite' ? ['readInWorker'] : []);
    } finally {
      await database.cleanup();
    }
  });
});
