import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPage, SHOTS, shot as shoot, watchProblems } from './discovery-helpers.js';
import { DESKTOP, LANGUAGE_LOCALES, openFilters, PHONE } from './phone-pages.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string; salary: number }[] };

/** A screenshot in /tmp/shots/sort-similar. */
async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(`${SHOTS}/sort-similar`, { recursive: true });
  await shoot(page, `sort-similar/${name}`, fullPage);
}

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

// Issue 21, item 3 (docs/decisions/0045): Sort by on the list, on a phone; Similar internships on a detail.
describe('sorting the list and similar internships (issue 21)', () => {
  const suite = browserSuite();

  it('sorts by highest stipend on a phone, keeps it on page 2, and opens a similar internship', async () => {
    const base = suite.product.url;
    const { context, page } = await openPage(suite.browser, PHONE);
    const problems = watchProblems(page);
    await page.goto(`${base}/internships`);
    await page.locator('main article').first().waitFor();

    // On a phone Sort by sits in the filter sheet (the results line has no room); it applies at once.
    expect(await page.getByRole('combobox', { name: 'Sort by' }).count()).toBe(0);
    await openFilters(page);
    const sheet = page.getByRole('dialog');
    const select = sheet.getByRole('combobox', { name: 'Sort by' });
    expect((await select.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await select.locator('option').allTextContents()).toEqual(['Newest', 'Highest stipend']);
    await select.selectOption('stipend');
    await page.waitForURL('**/internships?sort=stipend');
    await shot(page, 'en-390-sheet-sorted');
    await sheet.getByRole('button', { name: /^Show .*internships?$/ }).click();
    await sheet.waitFor({ state: 'detached' });
    const byStipend = ((await (await api(base, '/jobs?sort=stipend&limit=12')).json()) as ListAnswer).jobs;
    await expect.poll(() => cardTitles(page)).toEqual(byStipend.map((job) => job.title));
    const salaries = byStipend.map((job) => job.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    await shot(page, 'en-390-sorted');

    // The pager keeps the order.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL('**/internships?sort=stipend&page=2');
    const second = ((await (await api(base, '/jobs?sort=stipend&limit=12&page=2')).json()) as ListAnswer).jobs;
    await expect.poll(() => cardTitles(page)).toEqual(second.map((job) => job.title));
    expect(second[0].salary).toBeLessThanOrEqual(salaries[salaries.length - 1]);

    // A card's detail, then one of its similar internships; the back link keeps the sorted list.
    const first = second[0];
    await page.getByRole('article', { name: first.title }).getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/internships/${first._id}?sort=stipend&page=2`);
    const section = page.getByRole('region', { name: 'Similar internships' });
    await section.scrollIntoViewIfNeeded();
    const similar = section.getByRole('article');
    await similar.first().waitFor();
    const count = await similar.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    const titles = await section.locator('h3').allTextContents();
    await shot(page, 'en-390-similar');
    await similar.first().getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(
      (url) => url.pathname !== `/internships/${first._id}` && url.search === '?sort=stipend&page=2',
    );
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(titles[0]);
    await page.getByRole('link', { name: 'Back to internships' }).first().click();
    await page.waitForURL('**/internships?sort=stipend&page=2');

    expect(problems).toEqual([]);
    await context.close();
  });

  // The list with Sort by, and a detail with its similar internships, in each language at both widths.
  for (const [language, locale] of LANGUAGE_LOCALES) {
    it(`shows Sort by and Similar internships in ${language}`, async () => {
      const base = suite.product.url;
      const { context, page } = await openPage(suite.browser, PHONE, undefined, locale);
      const problems = watchProblems(page);
      await page.goto(`${base}/internships?search=developer`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await page.locator('main article').first().waitFor();
      await shot(page, `${language}-390-list`);
      // On a phone the results line leaves it no room: it is in the filter sheet only.
      expect(await page.locator('#internships-sort').isVisible()).toBe(false);
      await page.locator('#internship-filters-button').click();
      await page.getByRole('dialog').locator('#internships-sort-sheet').waitFor();
      await shot(page, `${language}-390-sheet`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.setViewportSize(DESKTOP);
      await page.locator('#internships-sort').waitFor();
      await shot(page, `${language}-1280-list`);

      const [job] = ((await (await api(base, '/jobs?search=developer&limit=1')).json()) as ListAnswer).jobs;
      await page.goto(`${base}/internships/${job._id}`);
      const section = page.locator('section[aria-labelledby="similar-title"]');
      await section.locator('article').first().waitFor();
      await section.scrollIntoViewIfNeeded();
      await shot(page, `${language}-1280-similar`);
      await page.setViewportSize(PHONE);
      await shot(page, `${language}-390-detail`, true);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
