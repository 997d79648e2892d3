import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '#server/test/listing-rows.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { ZJobsResponse } from '#shared/schemas/job.js';
import { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { ContentVersion } from '../public-cache/content-version.js';
import { ListingCards, listJson } from './listing-cards.js';

// docs/decisions/0047, 0053: cards kept for the list follow every change the public sees, on both databases.
describe.each(testDialects())('listing cards on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('keeps the cards it made, and makes them again once a listing changed or companies were counted again', async () => {
    const { db } = t.database;
    const cards = new ListingCards(db, new ContentVersion(db, { checkEveryMs: 0 }));
    const book = new ResponsivenessBook();
    const [first, second] = await insertListings(db, [{ title: 'Tally Intern' }, { title: 'Sales Intern' }]);
    const titles = async (ids: string[]) =>
      Object.fromEntries(
        (await cards.read(ids, book)).map((card) => [card.id, JSON.parse(card.json.toString()).title]),
      );

    expect(await titles([first, 'no-such-id'])).toEqual({ [first]: 'Tally Intern' });
    const [kept] = await cards.read([first], book);
    // A kept card holds its own bytes, not a slice of a slab other allocations share (server/lib/kept-bytes.ts).
    expect(kept.json.buffer.byteLength).toBe(kept.json.length);
    expect((await cards.read([first], book))[0]).toBe(kept);
    // A change the public sees moves the version: every kept card is made again.
    await db.updateTable('internships').set({ title: 'Tally Accountant' }).where('id', '=', second).execute();
    expect(await titles([first, second])).toEqual({ [first]: 'Tally Intern', [second]: 'Tally Accountant' });
    const [again] = await cards.read([first], book);
    expect(again).not.toBe(kept);
    expect(again.json.equals(kept.json)).toBe(true);
    // The cards carry the companies' responsiveness: a new count makes them again.
    expect((await cards.read([first], book))[0]).toBe(again);
    await book.refresh(db);
    expect((await cards.read([first], book))[0]).not.toBe(again);
  });

  it('writes a list as the answer schema serialises it, keys in its order', async () => {
    const { db } = t.database;
    const cards = new ListingCards(db, new ContentVersion(db, { checkEveryMs: 0 }));
    const ids = await insertListings(db, [{ title: 'Design Intern' }, { title: 'Data Intern', salary: 9000 }]);
    const shown = await cards.read(ids);
    const pagination = { current: 1, pages: 1, total: 2 };
    for (const rest of [{ pagination }, { pagination, searchedFor: 'design' }]) {
      const json = listJson(shown, rest).toString();
      expect(json).toBe(JSON.stringify(ZJobsResponse.parse(JSON.parse(json))));
      expect(JSON.parse(json)).toEqual({ jobs: shown.map((card) => JSON.parse(card.json.toString())), ...rest });
    }
    expect(JSON.parse(listJson([]).toString())).toEqual({ jobs: [] });
  });
});
