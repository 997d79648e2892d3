import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '#server/boot.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase } from '#server/test/test-database.js';
import { sharedWorkerPool } from '#server/workers/shared-worker-pool.js';
import { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { getAnalytics, getStats } from './admin-overview.service.js';

// On SQLite a query runs on the event loop: a count that reads the applications whole (1,000,000 in the
// full data set) holds every student's request while it runs (docs/decisions/0064).
describe('the back office counts on SQLite', () => {
  it('read the applications through an index, never the whole table', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await prepareDatabase(database.db, testConfig());
      const executor = database.db.getExecutor();
      const ran: CompiledQuery[] = [];
      const watched = database.db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          ran.push(executor.compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      // Here, not in a worker thread (no file given): the statements are those a worker would read.
      const deps = { db: watched, workers: sharedWorkerPool() };
      await getStats(deps);
      await getAnalytics(deps, new ResponsivenessBook());
      const reads = ran.filter((query) => /from "applications"/.test(query.sql));
      expect(reads.length).toBeGreaterThanOrEqual(4);
      const plans = [];
      for (const query of reads) {
        const { rows } = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        plans.push({ sql: query.sql, plan: rows.map((row) => row.detail).join('; ') });
      }
      expect(
        plans.filter(({ plan }) => /SCAN applications(?! USING (COVERING )?INDEX)|TEMP B-TREE/.test(plan)),
      ).toEqual([]);
    } finally {
      await database.cleanup();
    }
  });
});
