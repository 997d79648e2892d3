import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.js';
import { adminToken, openPage, SHOTS, shot as shoot, watchProblems } from './discovery-helpers.js';
import { DESKTOP, LANGUAGE_LOCALES, PHONE } from './phone-pages.js';
import { registerStudent, STUDENT_PASSWORD } from './students.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string }[] };

/** A screenshot of what the screen shows, in /tmp/shots/saved. */
async function shot(page: Page, name: string) {
  mkdirSync(`${SHOTS}/saved`, { recursive: true });
  await shoot(page, `saved/${name}`, false);
}

/** Noon in India, `days` India days from today (an expiry the dashboard counts down to). */
function indiaNoonIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00+05:30`) + days * 24 * 3600 * 1000).toISOString();
}

// Issue 21, item 1: save from a card and from a detail page, find both on the dashboard with when they
// close, unsave there, and the card shows the internship unsaved again.
describe('saving internships (issue 21)', () => {
  const suite = browserSuite();
  let listed: ListAnswer['jobs'];
  const REMINDER_TITLE = 'Saved Reminder Intern';

  beforeAll(async () => {
    const token = await adminToken(suite.product.url);
    const created = await api(suite.product.url, '/admin/jobs', {
      token,
      body: {
        title: REMINDER_TITLE,
        company: 'Tungabhadra Tech',
        location: 'Ballari',
        domain: 'Technology',
        position: 'Intern',
        salary: 9000,
        duration: '2 months',
        description: 'Closes tomorrow in India.',
        expiryDate: indiaNoonIn(1),
      },
    });
    expect(created.status).toBe(201);
    listed = ((await (await api(suite.product.url, '/jobs?limit=12')).json()) as ListAnswer).jobs;
  });

  const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });
  const saveIn = (scope: Page | Locator) => scope.getByRole('button', { name: /^(Save|Saved)$/ });
  const savedSection = (page: Page) => page.locator('#saved-internships');
  // The detail's own card (the similar internships below carry Save buttons of their own).
  const applyPanel = (page: Page) => page.getByRole('region', { name: 'Apply' });

  it('saves from a card and a detail page, reminds on the dashboard, and unsaves there at 390 px', async () => {
    const student = await registerStudent(suite.product.url, { email: 'saver@example.com', name: 'Meera Hegde' });
    const other = listed.find((job) => job.title !== REMINDER_TITLE);
    if (!other) throw new Error('no demo internship');
    const { context, page } = await openPage(suite.browser, PHONE, student);
    const problems = watchProblems(page);

    // From a card: the button is the card's own, not inside its link, and big enough to tap.
    await page.goto(`${suite.product.url}/internships?search=${encodeURIComponent('Saved Reminder')}`);
    const card = cardOf(page, REMINDER_TITLE);
    const button = saveIn(card);
    await button.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await button.evaluate((element) => element.closest('a'))).toBeNull();
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await button.click();
    await card.getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    // Tapping Save did not open the detail (the link stretches over the card on a phone).
    expect(new URL(page.url()).pathname).toBe('/internships');
    await shot(page, 'en-390-card-saved');

    // From the detail page, by keyboard.
    await page.goto(`${suite.product.url}/internships/${other._id}`);
    const detailSave = applyPanel(page).getByRole('button', { name: 'Save', pressed: false });
    await detailSave.waitFor();
    await detailSave.focus();
    await page.keyboard.press('Enter');
    await applyPanel(page).getByRole('button', { name: 'Saved', pressed: true }).waitFor();

    // Both on the dashboard, newest first, each with its reminder.
    await page.goto(`${suite.product.url}/dashboard`);
    const section = savedSection(page);
    const items = section.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.nth(0).getByRole('link').textContent()).resolves.toBe(other.title);
    await expect(items.nth(1).textContent()).resolves.toContain('Closes tomorrow');
    await expect(items.nth(0).textContent()).resolves.toMatch(/Closes (today|tomorrow|in \d+ days)/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'en-390-dashboard-saved');

    // Unsave on the dashboard: the item goes, and the card shows it unsaved again.
    await items.nth(1).getByRole('button', { name: 'Unsave' }).click();
    await expect.poll(() => items.count()).toBe(1);
    await page.goto(`${suite.product.url}/internships?search=${encodeURIComponent('Saved Reminder')}`);
    await cardOf(page, REMINDER_TITLE).getByRole('button', { name: 'Save', pressed: false }).waitFor();
    const saved = (await (await api(suite.product.url, '/saved', { token: student.token })).json()) as {
      saved: { _id: string }[];
    };
    expect(saved.saved.map((job) => job._id)).toEqual([other._id]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a visitor who taps Save to log in, and back to the internship after', async () => {
    const student = await registerStudent(suite.product.url, { email: 'visitor-saver@example.com' });
    const job = listed[1];
    const { context, page } = await openPage(suite.browser, PHONE);
    await page.goto(`${suite.product.url}/internships/${job._id}`);
    await applyPanel(page).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/login');
    await page.locator('#login-email').fill(student.email);
    await page.locator('#login-password').fill(STUDENT_PASSWORD);
    await page.locator('form:has(#login-email) button[type=submit]').click();
    await page.waitForURL(`**/internships/${job._id}`);
    await applyPanel(page).getByRole('button', { name: 'Save', pressed: false }).waitFor();
    await context.close();
  });

  // Screenshots of the card, the detail and the dashboard in each language at both widths.
  for (const [language, locale] of LANGUAGE_LOCALES) {
    it(`shows Save, Saved and the Saved section in ${language}`, async () => {
      const student = await registerStudent(suite.product.url, {
        email: `saved-shots-${language}@example.com`,
        name: 'Ravi Kumar',
      });
      for (const job of listed.slice(2, 4)) {
        const answer = await api(suite.product.url, `/saved/${job._id}`, { method: 'PUT', token: student.token });
        expect(answer.status).toBe(200);
      }
      const { context, page } = await openPage(suite.browser, PHONE, student, locale);
      const problems = watchProblems(page);
      await page.goto(`${suite.product.url}/internships`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await page.locator('article button[aria-pressed="true"]').first().waitFor();
      await shot(page, `${language}-390-list`);
      await page.setViewportSize(DESKTOP);
      await shot(page, `${language}-1280-list`);

      await page.goto(`${suite.product.url}/internships/${listed[2]._id}`);
      // The detail's own Saved (a similar internship below may be saved too).
      await page.locator('button[aria-pressed="true"]').first().waitFor();
      await shot(page, `${language}-1280-detail`);
      await page.setViewportSize(PHONE);
      await shot(page, `${language}-390-detail`);

      await page.goto(`${suite.product.url}/dashboard`);
      await savedSection(page).getByRole('listitem').nth(1).waitFor();
      await savedSection(page).scrollIntoViewIfNeeded();
      await shot(page, `${language}-390-dashboard`);
      await page.setViewportSize(DESKTOP);
      await savedSection(page).scrollIntoViewIfNeeded();
      await shot(page, `${language}-1280-dashboard`);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
