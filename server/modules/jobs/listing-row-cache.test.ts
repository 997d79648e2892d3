import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '#server/test/listing-rows.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { ContentVersion } from '../public-cache/content-version.js';
import { ListingRowCache } from './listing-row-cache.js';

// docs/decisions/0047: rows kept for the list follow every change the public sees, on both databases.
describe.each(testDialects())('listing row cache on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('keeps rows it has read, and reads them again once a listing changed', async () => {
    const { db } = t.database;
    const rows = new ListingRowCache(db, new ContentVersion(db, { checkEveryMs: 0 }));
    const [first, second] = await insertListings(db, [{ title: 'Tally Intern' }, { title: 'Sales Intern' }]);
    const titles = async (ids: string[]) =>
      Object.fromEntries((await rows.read(ids)).map((row) => [row.id, row.title]));

    expect(await titles([first, 'no-such-id'])).toEqual({ [first]: 'Tally Intern' });
    // Written where the content version's triggers do not see it: the kept row is what the cache answers.
    const email = (await rows.read([first]))[0].email;
    await db.updateTable('internships').set({ email: 'new@example.com' }).where('id', '=', first).execute();
    expect((await rows.read([first]))[0].email).toBe(email);
    // A change the public sees moves the version: every kept row is read again.
    await db.updateTable('internships').set({ title: 'Tally Accountant' }).where('id', '=', second).execute();
    const again = await rows.read([first, second]);
    expect(Object.fromEntries(again.map((row) => [row.id, [row.title, row.email]]))).toEqual({
      [first]: ['Tally Intern', 'new@example.com'],
      [second]: ['Tally Accountant', email],
    });
  });
});
