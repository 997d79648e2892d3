import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '#server/test/listing-rows.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { ZJobsResponse } from '#shared/schemas/job.js';
import { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { ContentVersion } from '../public-cache/content-version.js';
import { ListingCards, listJson } from './listing-cards.js';

// docs/decisions/0047, 0053, 0059: cards kept for the list follow every change the public sees, on both databases.
describe.each(testDialects())('listing cards on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('keeps the cards it made, makes again those of listings changed since, and all once a count changed what they show', async () => {
    const { db } = t.database;
    const cards = new ListingCards(db, new ContentVersion(db, { checkEveryMs: 0 }));
    const book = new ResponsivenessBook();
    const [first, second] = await insertListings(db, [{ title: 'Tally Intern' }, { title: 'Sales Intern' }]);
    const read = async (id: string) => (await cards.read([id], book))[0];
    const titles = async (ids: string[]) =>
      Object.fromEntries(
        (await cards.read(ids, book)).map((card) => [card.id, JSON.parse(card.json.toString()).title]),
      );

    expect(await titles([first, 'no-such-id'])).toEqual({ [first]: 'Tally Intern' });
    const kept = await read(first);
    // A kept card holds its own bytes, not a slice of a slab other allocations share (server/lib/kept-bytes.ts).
    expect(kept.json.buffer.byteLength).toBe(kept.json.length);
    expect(await read(first)).toBe(kept);
    const keptSecond = await read(second);
    // A change of one listing moves the version: its card is made again, the others' are kept.
    await db.updateTable('internships').set({ title: 'Tally Accountant' }).where('id', '=', second).execute();
    expect(await titles([first, second])).toEqual({ [first]: 'Tally Intern', [second]: 'Tally Accountant' });
    expect(await read(first)).toBe(kept);
    expect(await read(second)).not.toBe(keptSecond);
    // What a card shows and the search does not is followed too (migration 0018).
    await db
      .updateTable('internships')
      .set({ description: 'Ledgers and GST returns' })
      .where('id', '=', first)
      .execute();
    const described = await read(first);
    expect(described).not.toBe(kept);
    expect(JSON.parse(described.json.toString()).description).toBe('Ledgers and GST returns');
    // Anything else the public sees moving the version costs no card.
    await db
      .updateTable('content_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    expect(await read(first)).toBe(described);
    // Once the log no longer reaches back to the last change followed, every card is made again.
    await db.updateTable('internships').set({ salary: 7000 }).where('id', '=', second).execute();
    await db.deleteFrom('internship_changes').execute();
    expect(await read(first)).not.toBe(described);
    // The cards carry the companies' responsiveness: a count that changes what they show makes them again,
    // one that changes nothing keeps them.
    const again = await read(first);
    await book.refresh(db);
    expect(await read(first)).toBe(again);
    const at = new Date().toISOString();
    await db
      .insertInto('applications')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          id: `cards-application-${dialect}-${i}`,
          user_id: `cards-student-${i}`,
          job_id: first,
          job_title: 'Tally Intern',
          job_company: 'Acme Pvt Ltd',
          job_location: 'Bengaluru',
          job_salary: 15000,
          applied_at: at,
          updated_at: at,
          company_mailed_at: at,
          company_email: 'hr@acme.example.com',
          first_answer_hours: i < 3 ? 24 : null,
        })),
      )
      .execute();
    await book.refresh(db);
    const counted = await read(first);
    expect(counted).not.toBe(again);
    expect(JSON.parse(counted.json.toString()).responsiveness).toEqual({ applications: 5, answered: 3, medianDays: 1 });
    await book.refresh(db);
    expect(await read(first)).toBe(counted);
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
