import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '#server/lib/time.js';
import { apiTest } from '#server/test/api-test.js';
import { answering, type LocalSite, startLocalSite } from '#server/test/local-sites.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';
import type { TAdminGlobalJob, TGlobalJob } from '#shared/schemas/global-job.js';
import { type CheckOneLink, LinkChecks, runLinkCheckRound } from './link-check-round.js';
import { checkLink } from './link-checker.js';

// The daily round (docs/decisions/0036) on each database: three failures in a row flag a link for the
// administrator and the students, a success clears it, a new link starts afresh. The sites are on this
// machine, let through the guard by the test alone.

const HOUR = 3600 * 1000;

describe.each(testDialects())('the daily link check on %s', (dialect) => {
  const api = apiTest(dialect);
  const db = () => api.t.database.db;
  /** The status each path answers; paths not named answer 200. */
  const statuses = new Map<string, number>();
  let site: LocalSite;
  let student = '';
  let day = new Date('2030-03-01T04:00:00.000Z');

  beforeAll(async () => {
    site = await startLocalSite(answering((path) => statuses.get(path) ?? 200));
    student = (await registerStudent(api.t.app, db(), `links-${dialect}@example.com`)).token;
  });
  afterAll(async () => site?.close());

  const check: CheckOneLink = (link, signal) =>
    checkLink(link, { signal, allowForTests: [site.allowance], timeoutMs: 2000 });
  /** A round a day and an hour after the last one: every link is due again. */
  const nextRound = (options: Parameters<typeof runLinkCheckRound>[1] = {}) => {
    day = new Date(day.getTime() + DAY_MS + HOUR);
    return runLinkCheckRound(db(), { now: day, check, ...options });
  };

  async function createJob(company: string, path: string): Promise<string> {
    const answer = await api.call(
      'POST',
      '/api/admin/globals',
      { country_name: 'Germany', company_name: company, link: `${site.url}${path}`, continents: 'Europe' },
      api.adminToken,
    );
    expect(answer.statusCode).toBe(201);
    return answer.json().job._id;
  }
  const adminView = async (id: string): Promise<TAdminGlobalJob | undefined> =>
    (await api.call('GET', '/api/admin/globals', undefined, api.adminToken))
      .json()
      .find((j: TGlobalJob) => j._id === id);
  const studentView = async (id: string): Promise<TGlobalJob | undefined> =>
    (await api.call('GET', '/api/globaljobs', undefined, student)).json().find((j: TGlobalJob) => j._id === id);

  it('flags a link after three failed checks in a row for both views, and a success clears it', async () => {
    statuses.set('/gone', 404);
    const id = await createJob('Gone GmbH', '/gone');
    expect(await adminView(id)).toMatchObject({
      linkBroken: false,
      linkFailures: 0,
      linkCheckedAt: null,
      linkError: null,
    });

    await nextRound();
    await nextRound();
    expect(await adminView(id)).toMatchObject({ linkBroken: false, linkFailures: 2, linkError: 'HTTP 404' });
    expect((await studentView(id))?.linkBroken).toBe(false);

    const third = await nextRound();
    expect(third.flagged).toBeGreaterThanOrEqual(1);
    expect(await adminView(id)).toEqual(
      expect.objectContaining({
        linkBroken: true,
        linkFailures: 3,
        linkCheckedAt: day.toISOString(),
        linkError: 'HTTP 404',
      }),
    );
    const seen = await studentView(id);
    expect(seen).toMatchObject({ linkBroken: true });
    expect(Object.keys(seen ?? {})).not.toContain('linkFailures');

    // The same moment again: nothing is due, nothing counted twice.
    expect((await runLinkCheckRound(db(), { now: day, check })).checked).toBe(0);
    expect((await adminView(id))?.linkFailures).toBe(3);

    statuses.delete('/gone');
    expect((await nextRound()).cleared).toBeGreaterThanOrEqual(1);
    expect(await adminView(id)).toMatchObject({ linkBroken: false, linkFailures: 0, linkError: null });
    expect((await studentView(id))?.linkBroken).toBe(false);
  });

  it('starts a changed link afresh; an edit that keeps the link keeps its state', async () => {
    statuses.set('/old', 500);
    const id = await createJob('Moved AG', '/old');
    for (let round = 0; round < 3; round += 1) await nextRound();
    expect(await adminView(id)).toMatchObject({ linkBroken: true, linkError: 'HTTP 500' });

    const edit = (link: string, company = 'Moved AG') =>
      api.call(
        'PUT',
        `/api/admin/globals/${id}`,
        { country_name: 'Germany', company_name: company, link, continents: 'Europe' },
        api.adminToken,
      );
    const renamed = await edit(`${site.url}/old`, 'Moved AG & Co');
    expect(renamed.json().job).toMatchObject({ linkBroken: true, linkFailures: 3 });

    const moved = await edit(`${site.url}/new`);
    expect(moved.json().job).toMatchObject({
      linkBroken: false,
      linkFailures: 0,
      linkCheckedAt: null,
      linkError: null,
    });
    // Due at once: the same moment's round checks it.
    await runLinkCheckRound(db(), { now: day, check });
    expect(await adminView(id)).toMatchObject({ linkBroken: false, linkCheckedAt: day.toISOString() });
  });

  it('drops a result for a link that was changed while it was checked', async () => {
    const id = await createJob('Racing Ltd', '/racing');
    const slowFailure: CheckOneLink = async (link) => {
      if (link.endsWith('/racing')) {
        await api.call(
          'PUT',
          `/api/admin/globals/${id}`,
          { country_name: 'Germany', company_name: 'Racing Ltd', link: `${site.url}/raced`, continents: 'Europe' },
          api.adminToken,
        );
      }
      return { ok: false, error: 'HTTP 500' };
    };
    await nextRound({ check: slowFailure });
    expect(await adminView(id)).toMatchObject({ linkFailures: 0, linkCheckedAt: null, linkError: null });
  });

  it('checks a batch a round, a few at a time, and each link once when two processes run rounds together', async () => {
    statuses.set('/slow', 200);
    const slow = await startLocalSite((_request, response) => {
      setTimeout(() => response.writeHead(200).end(), 50);
    });
    try {
      const due = (await api.call('GET', '/api/admin/globals', undefined, api.adminToken)).json().length;
      for (let n = 0; n < 6; n += 1) await createJob(`Slow ${n}`, `/slow-${n}`);
      const slowCheck: CheckOneLink = (link, signal) =>
        checkLink(link.replace(site.url, slow.url), { signal, allowForTests: [slow.allowance], timeoutMs: 2000 });
      day = new Date(day.getTime() + DAY_MS + HOUR);
      const first = await runLinkCheckRound(db(), { now: day, check: slowCheck, batch: 4, concurrency: 2 });
      expect(first.checked).toBe(4);
      expect(slow.inFlight.most).toBe(2);
      const [a, b] = await Promise.all([
        runLinkCheckRound(db(), { now: day, check: slowCheck, concurrency: 2 }),
        runLinkCheckRound(db(), { now: day, check: slowCheck, concurrency: 2 }),
      ]);
      expect(4 + a.checked + b.checked).toBe(due + 6);
      expect(slow.requests).toHaveLength(due + 6);
    } finally {
      await slow.close();
    }
  });

  it("keeps the guard on in the product's own check: this machine is refused without a request", async () => {
    const id = await createJob('Inside Corp', '/inside');
    const before = site.requests.length;
    day = new Date(day.getTime() + DAY_MS + HOUR);
    await runLinkCheckRound(db(), { now: day });
    expect(await adminView(id)).toMatchObject({ linkFailures: 1, linkError: 'refused: loopback address' });
    expect(site.requests).toHaveLength(before);
  });

  it('aborts the checks under way when the app stops them, recording nothing', async () => {
    const silent = await startLocalSite(() => {});
    try {
      const id = await createJob('Silent SA', '/silent');
      const checks = new LinkChecks(db(), {
        check: (link, signal) =>
          checkLink(link.replace(site.url, silent.url), { signal, allowForTests: [silent.allowance] }),
      });
      day = new Date(day.getTime() + DAY_MS + HOUR);
      const round = checks.run(day);
      expect(await checks.run(day)).toBeNull();
      while (silent.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = Date.now();
      await checks.stop();
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await round)?.checked).toBe(0);
      expect((await adminView(id))?.linkFailures).toBe(0);
      expect(await checks.run(day)).toBeNull();
    } finally {
      await silent.close();
    }
  });
});
