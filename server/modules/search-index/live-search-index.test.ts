import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '#server/boot.js';
import { createDatabase, type DatabaseHandle, type DB } from '#server/db/database.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase, testDialects } from '#server/test/test-database.js';
import { ContentVersion } from '../public-cache/content-version.js';
import { pruneChanges } from './index-source.js';
import { LiveSearchIndex } from './live-search-index.js';

const NOW = Date.now();
const PAGE = { offset: 0, limit: 50 };

function internship(id: string, title: string, hoursAgo: number) {
  const at = new Date(NOW - hoursAgo * 3_600_000).toISOString();
  return {
    id,
    title,
    company: 'Kaveri Labs',
    location: 'Mysuru',
    domain: 'Technology',
    position: 'Intern',
    duration: '3 months',
    salary: 10000,
    description: 'Work with the team.',
    created_at: at,
    updated_at: at,
  };
}

describe.each(testDialects())('the live search index on %s', (dialect) => {
  let database: TestDatabase;
  let other: DatabaseHandle | null = null;
  afterEach(async () => {
    await other?.destroy();
    other = null;
    await database?.cleanup();
  });

  /** `count` internships in statements of 500 rows, as an import's batches; the newest is `${prefix}-00000`. */
  async function insert(db: DB, prefix: string, count: number, title = 'Data Intern') {
    const rows = Array.from({ length: count }, (_, i) =>
      internship(`${prefix}-${String(i).padStart(5, '0')}`, title, i),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('internships')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  /** `count` internships and the index over them; it reads through `indexDb` (this process's database by default). */
  async function setUp(count: number, indexDb = (db: DB) => db) {
    database = await createTestDatabase(dialect);
    await prepareDatabase(database.db, testConfig());
    await insert(database.db, 'job', count);
    // Another process's connection: what it writes, this one's index must follow.
    other = createDatabase(database.url, { searchPath: database.searchPath });
    return new LiveSearchIndex(indexDb(database.db), new ContentVersion(database.db, { checkEveryMs: 0 }));
  }
  const ids = async (index: LiveSearchIndex, search?: string) => (await index.search({ search }, PAGE, Date.now())).ids;

  it('is built from the table in chunks and follows inserts, updates and deletes made by another process', async () => {
    const index = await setUp(4500);
    expect((await index.search({}, PAGE, Date.now())).total).toBe(4500);
    const writer = (other as DatabaseHandle).db;
    await writer
      .insertInto('internships')
      .values(internship('fresh', 'Kannada Content Writer', -1))
      .execute();
    expect(await ids(index, 'kannada')).toEqual(['fresh']);
    await writer.updateTable('internships').set({ title: 'Hindi Content Writer' }).where('id', '=', 'fresh').execute();
    expect(await ids(index, 'kannada')).toEqual([]);
    expect(await ids(index, 'hindi')).toEqual(['fresh']);
    await writer.updateTable('internships').set({ is_active: 0 }).where('id', 'in', ['fresh', 'job-00000']).execute();
    expect(await ids(index, 'hindi')).toEqual([]);
    expect((await index.search({}, PAGE, Date.now())).ids[0]).toBe('job-00001');
    await writer.updateTable('internships').set({ is_active: 1 }).where('id', '=', 'fresh').execute();
    await writer.deleteFrom('internships').where('id', '=', 'job-00001').execute();
    const { ids: first, total } = await index.search({}, PAGE, Date.now());
    expect(first.slice(0, 2)).toEqual(['fresh', 'job-00002']);
    expect(total).toBe(4499);
  });

  it('answers from the index as it is while it catches up on thousands of changes, then has them all', async () => {
    const index = await setUp(10);
    expect((await index.search({}, PAGE, Date.now())).total).toBe(10);
    await insert((other as DatabaseHandle).db, 'sheet', 3000, 'Video Editor');
    const during = await index.search({}, PAGE, Date.now());
    expect(during.total).toBeGreaterThanOrEqual(10);
    expect(during.total).toBeLessThan(3010);
    await vi.waitFor(async () => expect((await index.search({}, PAGE, Date.now())).total).toBe(3010), {
      timeout: 5000,
      interval: 20,
    });
    expect(await ids(index, 'data')).toHaveLength(10);
  });

  it('ends a catch-up at the change it began with: a search waiting for a short one never waits for what was logged since', async () => {
    // Another process commits 3,000 internships right after the catch-up has read where it ends, as the
    // next sheet of an import commits while the last one's rows are being indexed.
    let meanwhile: (() => Promise<void>) | null = null;
    const index = await setUp(10, (db) =>
      db.withPlugin({
        transformQuery: ({ node }) => node,
        async transformResult({ result }) {
          const write = meanwhile;
          meanwhile = null;
          await write?.();
          return result;
        },
      }),
    );
    expect((await index.search({}, PAGE, Date.now())).total).toBe(10);
    const writer = (other as DatabaseHandle).db;
    // A short catch-up: the next search waits for it, and has these at once.
    await insert(writer, 'small', 150, 'Video Editor');
    meanwhile = () => insert(writer, 'next', 3000, 'Video Editor');
    expect((await index.search({}, PAGE, Date.now())).total).toBe(160);
    await vi.waitFor(async () => expect((await index.search({}, PAGE, Date.now())).total).toBe(3160), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('does not log what the search does not read (views, applications)', async () => {
    await setUp(1);
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('internship_changes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await database.db.updateTable('internships').set({ view_count: 5, application_count: 2 }).execute();
    expect(await count()).toBe(before);
    await database.db.updateTable('internships').set({ salary: 12000 }).execute();
    expect(await count()).toBe(before + 1);
    // The search also reads the company, the requirements and the type (migration 0014).
    await database.db.updateTable('internships').set({ company: 'Nimbus Softlabs' }).execute();
    await database.db.updateTable('internships').set({ requirements: '["Figma"]' }).execute();
    await database.db.updateTable('internships').set({ type: 'Part-time' }).execute();
    expect(await count()).toBe(before + 4);
  });

  it("follows another process's edit of the company and the requirements", async () => {
    const index = await setUp(2);
    expect(await ids(index, 'nimbus')).toEqual([]);
    const writer = (other as DatabaseHandle).db;
    await writer.updateTable('internships').set({ company: 'Nimbus Softlabs' }).where('id', '=', 'job-00001').execute();
    expect(await ids(index, 'nimbus')).toEqual(['job-00001']);
    await writer
      .updateTable('internships')
      .set({ requirements: '["Figma and Canva"]' })
      .where('id', '=', 'job-00000')
      .execute();
    expect(await ids(index, 'canva')).toEqual(['job-00000']);
  });

  it('builds itself again when the log was pruned past the last change it applied', async () => {
    const index = await setUp(3);
    expect(await ids(index)).toEqual(['job-00000', 'job-00001', 'job-00002']);
    const writer = (other as DatabaseHandle).db;
    await writer.updateTable('internships').set({ is_active: 0 }).where('id', '=', 'job-00000').execute();
    await writer
      .insertInto('internships')
      .values(internship('late', 'Data Intern', 10))
      .execute();
    await pruneChanges(writer, 0);
    expect(await ids(index)).toEqual(['job-00001', 'job-00002', 'late']);
  });
});
