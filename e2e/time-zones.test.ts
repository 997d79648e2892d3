import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPhonePage, PHONE } from './phone-pages.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

// Issue 20 (phone path): a date is India's (web/lib/india-dates.ts) whatever the phone's time zone, so the
// internship's page and the dashboard name the same day. The data is made at 20:00 UTC: 01:30 the next
// day in India, the same day in London and New York.

const DAY_MS = 24 * 60 * 60 * 1000;

/** 20:00 UTC, `days` days ago. */
function eveningUtc(days: number): string {
  const day = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T20:00:00.000Z`;
}

const dayIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));

/** Every `<time datetime>` of the page: its moment and its text. */
const timesOf = (page: Page) =>
  page
    .locator('main time[datetime]')
    .evaluateAll((times) => times.map((time) => ({ at: time.getAttribute('datetime') ?? '', text: time.textContent })));

describe('dates in India time whatever the time zone of the phone', () => {
  const suite = browserSuite({ mail: true });
  let student: Student;
  let jobId: string;
  const postedAt = eveningUtc(6);
  const appliedAt = eveningUtc(2);

  beforeAll(async () => {
    const list = (await (await fetch(`${suite.product.url}/api/jobs?limit=3`)).json()) as { jobs: { _id: string }[] };
    jobId = list.jobs[2]._id;
    student = await registerStudent(
      suite.product.url,
      { name: 'Kavya Rao', email: 'kavya.time@example.com' },
      { sink: suite.sink },
    );
    const applied = await api(suite.product.url, `/jobs/${jobId}/apply`, {
      body: { coverLetter: '' },
      token: student.token,
    });
    expect(applied.status).toBe(201);
    // Straight into the product's SQLite file: the API stamps the present moment. The internship's own
    // page has not been read yet, so no cached copy holds the former date.
    const db = new Database(suite.product.databaseFile);
    try {
      db.prepare('update internships set created_at = ? where id = ?').run(postedAt, jobId);
      db.prepare('update applications set applied_at = ? where job_id = ? and user_id = ?').run(
        appliedAt,
        jobId,
        student._id,
      );
    } finally {
      db.close();
    }
  });

  it('the data crosses midnight in India but not in UTC or New York', () => {
    for (const moment of [postedAt, appliedAt]) {
      expect(dayIn('Asia/Kolkata', moment)).not.toBe(dayIn('UTC', moment));
      expect(dayIn('Asia/Kolkata', moment)).not.toBe(dayIn('America/New_York', moment));
    }
  });

  for (const timezoneId of ['UTC', 'America/New_York']) {
    it(`shows India's dates on the internship and the dashboard with the phone in ${timezoneId}`, async () => {
      const { context, page } = await openPhonePage(suite.browser, { viewport: PHONE, student, timezoneId });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const postedDay = dayIn('Asia/Kolkata', postedAt);
      const appliedDay = dayIn('Asia/Kolkata', appliedAt);

      await page.goto(`${suite.product.url}/internships/${jobId}`);
      await page.getByRole('heading', { name: 'You have applied' }).waitFor();
      const detail = await timesOf(page);
      expect(detail).toContainEqual({ at: postedAt, text: postedDay });
      const status = page.getByRole('region', { name: 'You have applied' });
      const appliedOnDetail = await status.locator('dt:text-is("Applied on") + dd').textContent();
      expect(appliedOnDetail).toBe(appliedDay);

      await page.goto(`${suite.product.url}/dashboard`);
      await page
        .getByRole('region', { name: 'My Applications' })
        .locator(`time[datetime="${appliedAt}"]`)
        .first()
        .waitFor();
      const dashboard = await timesOf(page);
      expect(dashboard).toContainEqual({ at: appliedAt, text: appliedDay });
      // The two pages agree.
      expect(appliedOnDetail).toBe(dashboard.find((time) => time.at === appliedAt)?.text);
      // And no date on either page is the phone's own day.
      for (const time of [...detail, ...dashboard]) {
        expect(time.text, `${time.at} shown as ${time.text}`).toContain(dayIn('Asia/Kolkata', time.at));
      }
      await context.close();
    });
  }
});
