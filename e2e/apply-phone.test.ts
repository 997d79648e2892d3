import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPage, SHOTS, shot as shoot, watchProblems } from './discovery-helpers.js';
import { minimalPdf } from './files.js';
import { LANGUAGE_LOCALES } from './phone-pages.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string; company: string }[] };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A screenshot of what the screen shows, in /tmp/shots/apply-phone. */
async function shot(page: Page, name: string) {
  mkdirSync(`${SHOTS}/apply-phone`, { recursive: true });
  await shoot(page, `apply-phone/${name}`, false);
}

// Issue 20 (phone path): from the resume modal to the dashboard's resume field and back to an open form,
// today's count in the form, and the Apply bar that stays on a phone's screen.
describe('applying from a phone (issue 20)', () => {
  const suite = browserSuite();
  let jobs: ListAnswer['jobs'];

  beforeAll(async () => {
    jobs = ((await (await api(suite.product.url, '/jobs?limit=12')).json()) as ListAnswer).jobs;
  });

  const applyBar = (page: Page) => page.locator('[data-bottom-bar]');
  const applyButton = (page: Page) => applyBar(page).getByRole('button');
  const resumeInput = (page: Page) => page.locator('#profile-resume');

  /** The setting in force, as the product answers it to `student`. */
  async function dailyLimit(student: Student, jobId: string): Promise<number> {
    const answer = await api(suite.product.url, `/jobs/${jobId}/application-status`, { token: student.token });
    return ((await answer.json()) as { dailyLimit: number }).dailyLimit;
  }

  async function openDetail(page: Page, jobId: string, query = '') {
    await page.goto(`${suite.product.url}/internships/${jobId}${query}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Scrolls to the middle of the page and tells where the Apply button and its bar are. */
  async function applyAtMiddle(page: Page) {
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    return page.evaluate(() => {
      const button = document.querySelector('[data-bottom-bar] button') as HTMLElement;
      const bar = button.parentElement as HTMLElement;
      const box = button.getBoundingClientRect();
      return {
        scrollY: window.scrollY,
        position: getComputedStyle(bar).position,
        top: box.top,
        bottom: box.bottom,
        viewport: window.innerHeight,
      };
    });
  }

  /** The footer's last line's lower edge and the bar's top edge, scrolled to the very end. */
  async function endOfPage(page: Page) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return page.evaluate(() => {
      const footer = document.querySelector('footer') as HTMLElement;
      const lastLine = [...footer.querySelectorAll('p, a, li')].at(-1) as HTMLElement;
      return {
        lastLineBottom: lastLine.getBoundingClientRect().bottom,
        barTop: (document.querySelector('[data-bottom-bar]') as HTMLElement).getBoundingClientRect().top,
      };
    });
  }

  async function uploadResumeAndSave(page: Page) {
    await resumeInput(page).setInputFiles({
      name: 'my-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Phone Resume'),
    });
    await page.getByText('my-resume.pdf').waitFor();
    await page.locator('form:has(#profile-resume) button[type=submit]').click();
  }

  it('takes a student without a resume from Apply to the dashboard and back to an open form at 390 px', async () => {
    const student = await registerStudent(
      suite.product.url,
      { email: 'phone-applicant@example.com', name: 'Nandini Gowda' },
      { withResume: false },
    );
    const [job, other] = jobs;
    const limit = await dailyLimit(student, job._id);
    const { context, page } = await openPage(suite.browser, PHONE, student);
    const problems = watchProblems(page);

    await openDetail(page, job._id, '?page=1');
    // The Apply bar stays on screen while the student reads.
    const middle = await applyAtMiddle(page);
    expect(middle.scrollY).toBeGreaterThan(200);
    expect(middle.position).toBe('fixed');
    expect(middle.top).toBeGreaterThanOrEqual(0);
    expect(middle.bottom).toBeLessThanOrEqual(middle.viewport);
    await shot(page, 'en-390-detail-sticky-bar');
    // At the end of the page the bar covers nothing: the footer's last line stays above it.
    const end = await endOfPage(page);
    expect(end.lastLineBottom).toBeLessThanOrEqual(end.barTop);

    await applyButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Resume required' });
    await modal.getByText('PDF only, max size 10MB.').waitFor();
    await shot(page, 'en-390-resume-modal');
    await modal.getByRole('button', { name: 'Upload Resume' }).click();

    // The dashboard in edit mode, the resume field in view and focused.
    await page.waitForURL(/\/dashboard\?return=/);
    await page.waitForFunction(() => document.activeElement?.id === 'profile-resume');
    const field = await page.evaluate(() => {
      const box = (document.querySelector('#profile-resume') as HTMLElement).closest('div.scroll-mt-24') as HTMLElement;
      const rect = box.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
    });
    expect(field.top).toBeGreaterThanOrEqual(0);
    expect(field.bottom).toBeLessThanOrEqual(field.viewport);
    await shot(page, 'en-390-dashboard-resume-field');

    await uploadResumeAndSave(page);
    const back = page.getByRole('link', { name: `Back to ${job.title}` });
    await back.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Back to'));
    await expect(back.getAttribute('aria-describedby')).resolves.toBe('continue-application-note');
    await shot(page, 'en-390-dashboard-way-back');

    // Back on the internship, the form opens by itself with today's count.
    await back.click();
    const form = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await form.waitFor();
    await form.getByText(`${limit} of ${limit} left today`).waitFor();
    await page.waitForURL(`**/internships/${job._id}?page=1`);
    await shot(page, 'en-390-form-with-count');
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('region', { name: 'You have applied' }).waitFor();
    await expect(applyBar(page).count()).resolves.toBe(0);

    // Another internship counts one fewer.
    await openDetail(page, other._id);
    await applyButton(page).click();
    const next = page.getByRole('dialog', { name: `Apply for ${other.title}` });
    await next.getByText(`${limit - 1} of ${limit} left today`).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps Apply in its card at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    await openDetail(page, jobs[2]._id);
    const place = await page.evaluate(() => {
      const bar = document.querySelector('[data-bottom-bar]') as HTMLElement;
      return { position: getComputedStyle(bar).position, inCard: Boolean(bar.closest('section[aria-label]')) };
    });
    expect(place).toEqual({ position: 'static', inCard: true });
    await context.close();
  });

  // Screenshots of each screen in each language at both widths (looked at by a person).
  for (const [language, locale] of LANGUAGE_LOCALES) {
    it(`shows the bar, the way back and the count in ${language}`, async () => {
      const student = await registerStudent(
        suite.product.url,
        { email: `phone-shots-${language}@example.com`, name: 'Ravi Kumar' },
        { withResume: false },
      );
      const job = jobs[3];
      const { context, page } = await openPage(suite.browser, PHONE, student, locale);
      const problems = watchProblems(page);

      await openDetail(page, job._id);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await applyButton(page).waitFor();
      const middle = await applyAtMiddle(page);
      expect(middle.bottom).toBeLessThanOrEqual(middle.viewport);
      await shot(page, `${language}-390-detail-sticky-bar`);

      await page.goto(
        `${suite.product.url}/dashboard?edit=resume&return=${encodeURIComponent(`/internships/${job._id}`)}`,
      );
      await page.waitForFunction(() => document.activeElement?.id === 'profile-resume');
      await uploadResumeAndSave(page);
      const back = page.locator('section[aria-labelledby="continue-application-note"] a');
      await back.waitFor();
      await shot(page, `${language}-390-dashboard-way-back`);
      await page.setViewportSize(DESKTOP);
      await back.scrollIntoViewIfNeeded();
      await shot(page, `${language}-1280-dashboard-way-back`);

      await back.click();
      const form = page.getByRole('dialog');
      await form.locator('form').waitFor();
      await shot(page, `${language}-1280-form-with-count`);
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await shot(page, `${language}-1280-detail`);

      await page.setViewportSize(PHONE);
      await applyButton(page).click();
      await form.locator('form').waitFor();
      await shot(page, `${language}-390-form-with-count`);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
