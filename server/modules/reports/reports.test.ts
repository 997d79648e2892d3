import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';
import { reportQueue } from './report-queue.service.js';

const JOB = {
  title: 'Data Entry Intern',
  company: 'Quick Cash Jobs',
  location: 'Mysuru',
  domain: 'Technology',
  position: 'Intern',
  salary: 4000,
  duration: '1 month',
  description: 'Work from home.',
};
const GLOBAL = {
  country_name: 'Germany',
  company_name: 'Rhein Labs',
  link: 'https://example.com',
  continents: 'Europe',
};

describe.each(testDialects())('reports and the complaint queue on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.9' });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.call(method, url, payload, api.adminToken);
  const newJob = async (title = JOB.title) =>
    (await admin('POST', '/api/admin/jobs', { ...JOB, title })).json().job._id;
  const report = (body: object, token?: string) => api.call('POST', '/api/reports', body, token);
  const queue = async (state = 'open') => (await admin('GET', `/api/admin/reports?state=${state}`)).json();

  it('takes a report from anyone, with a reference; a student follows the outcome', async () => {
    const jobId = await newJob();
    const anonymous = await report({ listingKind: 'internship', listingId: jobId, reason: 'asks_for_money' });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json().reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const { token } = await registerStudent(api.t.app, api.t.database.db, 'reporter@example.com');
    const mine = await report(
      {
        listingKind: 'internship',
        listingId: jobId,
        reason: 'fake',
        details: '  They asked for ₹2,000 as a “refundable deposit”.  ',
        contact: '98765 43210',
      },
      token,
    );
    expect(mine.statusCode, mine.body).toBe(201);
    // A stale session still reports, as a visitor.
    expect((await report({ listingKind: 'internship', listingId: jobId, reason: 'other' }, 'stale')).statusCode).toBe(
      201,
    );

    const [listing] = (await queue()).listings;
    expect(listing).toMatchObject({
      listingId: jobId,
      title: JOB.title,
      company: JOB.company,
      exists: true,
      isActive: true,
    });
    expect(listing.reports.map((r: { reason: string }) => r.reason)).toEqual(['asks_for_money', 'fake', 'other']);
    expect(listing.reports[1]).toMatchObject({
      details: 'They asked for ₹2,000 as a “refundable deposit”.',
      contact: '98765 43210',
      fromStudent: true,
      overdue: false,
    });

    const before = (await api.call('GET', '/api/reports/mine', undefined, token)).json().reports;
    expect(before).toEqual([
      expect.objectContaining({ reference: mine.json().reference, listingTitle: JOB.title, outcome: null }),
    ]);

    // Deactivating from the queue closes all three and takes the listing off the site.
    const decided = await admin('POST', '/api/admin/reports/decision', {
      listingKind: 'internship',
      listingId: jobId,
      decision: 'deactivate',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().closed).toBe(3);
    expect((await api.call('GET', `/api/jobs/${jobId}`)).json().isClosed).toBe(true);
    expect((await queue()).listings).toEqual([]);
    const closed = (await queue('closed')).listings[0];
    expect(
      closed.reports.every(
        (r: { outcome: string; closedBy: string }) => r.outcome === 'deactivated' && r.closedBy === 'admin',
      ),
    ).toBe(true);
    const after = (await api.call('GET', '/api/reports/mine', undefined, token)).json().reports;
    expect(after[0]).toMatchObject({ outcome: 'deactivated', outcomeNote: '' });
    // Nothing left to decide.
    const again = await admin('POST', '/api/admin/reports/decision', {
      listingKind: 'internship',
      listingId: jobId,
      decision: 'delete',
    });
    expect(again.json().code).toBe('NO_OPEN_REPORTS');

    // The decision is on record.
    const [entry] = (await admin('GET', '/api/admin/audit?action=Decide%20on%20reports')).json().entries;
    expect(entry.details).toMatchObject({ listingId: jobId, decision: 'deactivate' });
  });

  it('refuses bad reports clearly and keeps nothing of them', async () => {
    const jobId = await newJob('Refusal Intern');
    const cases: [object, number, string][] = [
      [{ listingKind: 'internship', listingId: 'nope', reason: 'fake' }, 404, 'LISTING_NOT_FOUND'],
      [{ listingKind: 'internship', listingId: jobId, reason: 'bribery' }, 400, 'VALIDATION_FAILED'],
      [{ listingKind: 'job', listingId: jobId, reason: 'fake' }, 400, 'VALIDATION_FAILED'],
      [
        { listingKind: 'internship', listingId: jobId, reason: 'fake', details: 'x'.repeat(1001) },
        400,
        'VALIDATION_FAILED',
      ],
      [{ listingKind: 'internship', listingId: jobId, reason: 'fake', contact: 'a\nb' }, 400, 'VALIDATION_FAILED'],
      [{ listingKind: 'internship', listingId: jobId, reason: 'fake', extra: 1 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await report(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await queue()).listings.find((l: { listingId: string }) => l.listingId === jobId)).toBeUndefined();
    // Only a student's own reports; an administrator has none to follow.
    expect((await api.call('GET', '/api/reports/mine')).statusCode).toBe(401);
  });

  it('answers reports by any edit, deactivation or deletion, and a dismissal tells its reason', async () => {
    const edited = await newJob('Edited Intern');
    const deleted = await newJob('Deleted Intern');
    const dismissed = await newJob('Dismissed Intern');
    const global = (await admin('POST', '/api/admin/globals', GLOBAL)).json().job._id;
    const { token } = await registerStudent(api.t.app, api.t.database.db, 'follower@example.com');
    for (const id of [edited, deleted, dismissed]) {
      expect(
        (await report({ listingKind: 'internship', listingId: id, reason: 'wrong_details' }, token)).statusCode,
      ).toBe(201);
    }
    expect(
      (await report({ listingKind: 'global_job', listingId: global, reason: 'expired_or_filled' }, token)).statusCode,
    ).toBe(201);

    // An edit from the internships page answers the listing's reports.
    expect(
      (await admin('PUT', `/api/admin/jobs/${edited}`, { ...JOB, title: 'Edited Intern', salary: 6000 })).statusCode,
    ).toBe(200);
    // Deleting by location answers those of every listing it removes.
    expect((await admin('DELETE', `/api/admin/jobs/${deleted}`)).statusCode).toBe(200);
    // A dismissal needs its reason, and the reporter reads it.
    const noReason = await admin('POST', '/api/admin/reports/decision', {
      listingKind: 'internship',
      listingId: dismissed,
      decision: 'dismiss',
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (
        await admin('POST', '/api/admin/reports/decision', {
          listingKind: 'internship',
          listingId: dismissed,
          decision: 'dismiss',
          reason: 'We called the company: the stipend is paid, no fee is asked.',
        })
      ).statusCode,
    ).toBe(200);
    // A global job cannot be deactivated; deleting it from the queue answers its report.
    const deactivateGlobal = await admin('POST', '/api/admin/reports/decision', {
      listingKind: 'global_job',
      listingId: global,
      decision: 'deactivate',
    });
    expect(deactivateGlobal.json().code).toBe('CANNOT_DEACTIVATE_GLOBAL_JOB');
    expect(
      (
        await admin('POST', '/api/admin/reports/decision', {
          listingKind: 'global_job',
          listingId: global,
          decision: 'delete',
        })
      ).statusCode,
    ).toBe(200);
    expect((await api.call('GET', '/api/globaljobs', undefined, token)).body).not.toContain('Rhein Labs');

    const outcomes = Object.fromEntries(
      (await api.call('GET', '/api/reports/mine', undefined, token))
        .json()
        .reports.map((r: { listingTitle: string; outcome: string; outcomeNote: string }) => [
          r.listingTitle,
          [r.outcome, r.outcomeNote],
        ]),
    );
    expect(outcomes).toEqual({
      'Edited Intern': ['edited', ''],
      'Deleted Intern': ['deleted', ''],
      'Dismissed Intern': ['dismissed', 'We called the company: the stipend is paid, no fee is asked.'],
      'Rhein Labs (Germany)': ['deleted', ''],
    });
  });

  it('counts a report overdue after 7 working days, less the holidays the administrator keeps', async () => {
    const jobId = await newJob('Overdue Intern');
    const response = await report({ listingKind: 'internship', listingId: jobId, reason: 'offensive' });
    const { db } = api.t.database;
    // Made on Monday 23 November 2026 at 10:00 in India: due at the end of Tuesday 1 December.
    await db
      .updateTable('listing_reports')
      .set({ created_at: '2026-11-23T04:30:00.000Z' })
      .where('reference', '=', response.json().reference)
      .execute();
    const listingOf = async (now: Date) =>
      (await reportQueue(db, 'open', now)).listings.find((l) => l.listingId === jobId);
    expect(await listingOf(new Date('2026-12-01T18:00:00.000Z'))).toMatchObject({
      dueDate: '2026-12-01',
      overdue: false,
    });
    expect(await listingOf(new Date('2026-12-01T18:31:00.000Z'))).toMatchObject({ overdue: true });
    const overdueCount = (now: Date) => reportQueue(db, 'open', now).then((q) => q.overdueCount);
    const countBefore = await overdueCount(new Date('2026-12-01T18:31:00.000Z'));
    expect(countBefore).toBeGreaterThanOrEqual(1);

    // A holiday on Thursday 26 November moves the deadline a day.
    const saved = await admin('PUT', '/api/admin/reports/holidays', {
      holidays: [{ date: '2026-11-26', name: 'Kanakadasa Jayanti' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listingOf(new Date('2026-12-01T18:31:00.000Z'))).toMatchObject({
      dueDate: '2026-12-02',
      overdue: false,
    });
    expect(await overdueCount(new Date('2026-12-01T18:31:00.000Z'))).toBe(countBefore - 1);
    // The same date twice, or a bad date, is refused and the list kept.
    for (const holidays of [
      [
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2026-12-25', name: 'Again' },
      ],
      [{ date: '25/12/2026', name: 'Christmas' }],
    ]) {
      expect((await admin('PUT', '/api/admin/reports/holidays', { holidays })).statusCode).toBe(400);
    }
    expect((await admin('GET', '/api/admin/reports/holidays')).json().holidays).toEqual([
      { date: '2026-11-26', name: 'Kanakadasa Jayanti' },
    ]);
    // The dashboard's counts.
    const stats = (await admin('GET', '/api/admin/stats')).json();
    expect(stats.openReports).toBeGreaterThanOrEqual(1);
    expect(typeof stats.overdueReports).toBe('number');
  });
});
