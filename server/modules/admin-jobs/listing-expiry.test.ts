import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfillExpiry, backfilledExpiry } from '#server/db/migrations/0013-listing-expiry.js';
import { DAY_MS } from '#server/lib/time.js';
import { adminToken } from '#server/test/admin.js';
import { createJob, excelUpload, importSheet } from '#server/test/security/security-fixtures.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { expiryAfterPosting } from '#shared/listing-expiry.js';

// Freshness of internships (docs/decisions/0039): a listing without an expiry date closes N days after
// posting (a setting), what closes within days is listed for the administrator, who extends it.

const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY_MS).toISOString();

describe('the migration back-fill rule', () => {
  const migratedAt = new Date('2025-06-01T00:00:00.000Z');

  it('gives 45 days from posting, never sooner than a week after the migration', () => {
    expect(backfilledExpiry('2025-05-20T10:00:00.000Z', migratedAt)).toBe('2025-07-04T10:00:00.000Z');
    // Posted 38 days before: both rules give the same day.
    expect(backfilledExpiry('2025-04-24T00:00:00.000Z', migratedAt)).toBe('2025-06-08T00:00:00.000Z');
    // Posted long ago: a week after the upgrade, not at once.
    expect(backfilledExpiry('2023-01-01T00:00:00.000Z', migratedAt)).toBe('2025-06-08T00:00:00.000Z');
    expect(backfilledExpiry('not a date', migratedAt)).toBe('2025-06-08T00:00:00.000Z');
  });
});

describe.each(testDialects())('listing expiry on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Dates are written straight to the database below, as another process would: read the version every time.
    t = await createTestApp(dialect, { contentCheckMs: 0 });
    token = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const rowOf = (id: string) =>
    db().selectFrom('internships').select(['expiry_date', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const findByTitle = (title: string) =>
    db()
      .selectFrom('internships')
      .select(['id', 'expiry_date', 'created_at'])
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  const setExpiry = (id: string, expiry: string | null) =>
    db().updateTable('internships').set({ expiry_date: expiry }).where('id', '=', id).execute();
  const setDays = async (listingExpiryDays: number) => {
    const settings = (await call('GET', '/api/admin/settings')).json();
    const saved = await call('PUT', '/api/admin/settings', { ...settings, listingExpiryDays });
    expect(saved.statusCode).toBe(200);
  };
  const publicTitles = async (search: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs?search=${encodeURIComponent(search)}` }))
      .json()
      .jobs.map((job: { title: string }) => job.title);

  it('closes a listing created without an expiry date N days after posting, N from the settings', async () => {
    expect((await call('GET', '/api/admin/settings')).json().listingExpiryDays).toBe(45);
    const first = await rowOf(await createJob(t.app, token, { title: 'Default Expiry Intern' }));
    expect(first.expiry_date).toBe(expiryAfterPosting(first.created_at, 45));

    await setDays(10);
    try {
      const second = await rowOf(await createJob(t.app, token, { title: 'Ten Day Intern' }));
      expect(second.expiry_date).toBe(expiryAfterPosting(second.created_at, 10));
      // A date the administrator gives is kept; the first listing keeps its 45 days.
      const dated = await rowOf(await createJob(t.app, token, { title: 'Dated Intern', expiryDate: '2099-01-31' }));
      expect(dated.expiry_date).toMatch(/^2099-01-31/);
      expect((await rowOf((await findByTitle('Default Expiry Intern')).id)).expiry_date).toBe(first.expiry_date);
    } finally {
      await setDays(45);
    }
    const refused = await call('PUT', '/api/admin/settings', {
      ...(await call('GET', '/api/admin/settings')).json(),
      listingExpiryDays: 366,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Days before an internship closes must be between 1 and 365');
  });

  it('gives an imported row without an expiry date the same rule', async () => {
    await setDays(20);
    try {
      const { payload, headers } = excelUpload(await importSheet('Sheet Expiry Intern'));
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/bulk-upload',
        headers: { ...bearer(token), ...headers },
        payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const row = await findByTitle('Sheet Expiry Intern');
      expect(row.expiry_date).toBe(expiryAfterPosting(row.created_at, 20));
    } finally {
      await setDays(45);
    }
  });

  it('lists active internships closing within the days asked, soonest first, and counts them', async () => {
    const [soon, sooner, later, past, inactive] = await Promise.all(
      ['Three Days Intern', 'One Day Intern', 'Twenty Days Intern', 'Closed Yesterday Intern', 'Paused Intern'].map(
        (title) => createJob(t.app, token, { title }),
      ),
    );
    await setExpiry(soon, inDays(3));
    await setExpiry(sooner, inDays(1));
    await setExpiry(later, inDays(20));
    await setExpiry(past, inDays(-1));
    await setExpiry(inactive, inDays(2));
    await db().updateTable('internships').set({ is_active: 0 }).where('id', '=', inactive).execute();

    const week = await call('GET', '/api/admin/jobs/expiring');
    expect(week.statusCode).toBe(200);
    expect(week.json().jobs.map((job: { title: string }) => job.title)).toEqual([
      'One Day Intern',
      'Three Days Intern',
    ]);
    expect(week.json().total).toBe(2);
    expect(week.json().jobs[1]).toEqual({
      _id: soon,
      title: 'Three Days Intern',
      company: 'Nimbus Softlabs',
      location: 'Bengaluru',
      expiryDate: (await rowOf(soon)).expiry_date,
      applicationCount: 0,
    });
    // (Listings of the tests above close within 30 days too.)
    const month = (await call('GET', '/api/admin/jobs/expiring?days=30')).json();
    const ours = new Set([soon, sooner, later, past, inactive]);
    expect(month.jobs.map((job: { _id: string }) => job._id).filter((id: string) => ours.has(id))).toEqual([
      sooner,
      soon,
      later,
    ]);
    expect((await call('GET', '/api/admin/jobs/expiring?days=61')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/stats')).json().expiringSoon).toBe(2);

    for (const id of [soon, sooner, later, past, inactive]) await setExpiry(id, inDays(90));
  });

  it('extends from the current expiry, keeps the listing open past its old date, and logs it', async () => {
    const extended = await createJob(t.app, token, { title: 'Zephyr Extended Intern' });
    const left = await createJob(t.app, token, { title: 'Zephyr Unextended Intern' });
    const oldExpiry = inDays(3);
    await setExpiry(extended, oldExpiry);
    await setExpiry(left, oldExpiry);
    expect(await publicTitles('zephyr')).toHaveLength(2);

    const answer = await call('POST', `/api/admin/jobs/${extended}/extend`, { days: 15 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'Extended by 15 days', job: { _id: extended } });
    expect(answer.json().job.expiryDate).toBe(inDays(15, Date.parse(oldExpiry)));

    // Four days on, past the old date: only the extended one is still open.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(oldExpiry) + DAY_MS);
      expect(await publicTitles('zephyr')).toEqual(['Zephyr Extended Intern']);
    } finally {
      vi.useRealTimers();
    }

    const audit = (await call('GET', '/api/admin/audit')).json();
    const entry = audit.entries.find((e: { action: string }) => e.action === 'Extend internship');
    expect(entry).toMatchObject({ target: extended, details: { changes: { expiryDate: { before: oldExpiry } } } });
  });

  it('extends a closed listing from now, several at once, and refuses days outside 1 to 180', async () => {
    const closed = await createJob(t.app, token, { title: 'Quillon Closed Intern' });
    const open = await createJob(t.app, token, { title: 'Quillon Open Intern' });
    await setExpiry(closed, inDays(-10));
    const openExpiry = inDays(2);
    await setExpiry(open, openExpiry);
    expect(await publicTitles('quillon')).toEqual(['Quillon Open Intern']);

    const before = Date.now();
    const bulk = await call('POST', '/api/admin/jobs/extend', { jobIds: [closed, open, 'gone'], days: 30 });
    expect(bulk.json()).toEqual({ message: 'Extended 2 internships by 30 days', extendedCount: 2 });
    const closedNow = Date.parse((await rowOf(closed)).expiry_date ?? '');
    expect(closedNow).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(closedNow).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect((await rowOf(open)).expiry_date).toBe(inDays(30, Date.parse(openExpiry)));
    expect((await publicTitles('quillon')).sort()).toEqual(['Quillon Closed Intern', 'Quillon Open Intern']);

    for (const days of [0, 181, 1.5]) {
      expect((await call('POST', `/api/admin/jobs/${open}/extend`, { days })).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/admin/jobs/extend', { jobIds: [], days: 15 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/jobs/nope/extend', { days: 15 })).statusCode).toBe(404);
  });

  it('back-fills listings without an expiry date as the migration does', async () => {
    const recent = await createJob(t.app, token, { title: 'Backfill Recent Intern' });
    const old = await createJob(t.app, token, { title: 'Backfill Old Intern' });
    const dated = await createJob(t.app, token, { title: 'Backfill Dated Intern', expiryDate: '2099-01-31' });
    const migratedAt = new Date();
    const recentPosted = inDays(-10);
    await db()
      .updateTable('internships')
      .set({ expiry_date: null, created_at: recentPosted })
      .where('id', '=', recent)
      .execute();
    await db()
      .updateTable('internships')
      .set({ expiry_date: null, created_at: inDays(-400) })
      .where('id', '=', old)
      .execute();

    expect(await backfillExpiry(db() as unknown as Kysely<unknown>, migratedAt)).toBe(2);
    expect((await rowOf(recent)).expiry_date).toBe(expiryAfterPosting(recentPosted, 45));
    expect((await rowOf(old)).expiry_date).toBe(expiryAfterPosting(migratedAt, 7));
    expect((await rowOf(dated)).expiry_date).toMatch(/^2099-01-31/);
  });
});
