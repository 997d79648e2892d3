import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPage, VIEWPORTS, watchProblems } from './discovery-helpers.js';
import { LANGUAGE_LOCALES } from './phone-pages.js';
import { keepShot } from './shots.js';
import { browserSuite } from './suite.js';

// Issue 20, the phone path: the internship list on a 390 × 844 phone (filters in a bottom sheet, compact
// cards, Back to the card that was opened), and the desktop panel as before.

type ListAnswer = { jobs: { _id: string; title: string }[]; pagination: { pages: number; total: number } };

const [PHONE, DESKTOP] = VIEWPORTS;
const SHOTS = '/tmp/shots/list-phone';
// The public bar is sticky, 4rem tall: what is under it is not in view.
const BAR_PX = 64;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(clientWidth);
  await keepShot(page, `${SHOTS}/${name}.png`);
}

/** Two animation frames: what a scroll or a focus change moves has been drawn. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The sheet has finished rising (its opening animation). */
async function waitForSheet(sheet: Locator) {
  await sheet.waitFor();
  await sheet.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

/** The sheet sits along the bottom edge, the screen's full width, all of it on the screen. */
async function expectBottomSheet(sheet: Locator) {
  const box = await sheet.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(PHONE.width);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
  // Its buttons too, above the bottom edge.
  const submit = await sheet.locator('button[type="submit"]').boundingBox();
  expect((submit?.y ?? PHONE.height) + (submit?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
}

/** Whether all of `locator` is on the screen, below the sticky bar. */
async function isFullyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element, bar) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= bar && bottom <= window.innerHeight;
  }, BAR_PX);
}

describe('the internship list on a phone', () => {
  const suite = browserSuite();

  async function list(query: string): Promise<ListAnswer> {
    return (await (await api(suite.product.url, `/jobs?${query}`)).json()) as ListAnswer;
  }

  const cards = (page: Page) => page.getByRole('main').getByRole('article');
  const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

  async function cardTitles(page: Page): Promise<string[]> {
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    return cards(page).getByRole('heading').allTextContents();
  }

  async function countCardsFullyInView(page: Page): Promise<number> {
    return cards(page).evaluateAll(
      (articles, bar) =>
        articles.filter((article) => {
          const { top, bottom } = article.getBoundingClientRect();
          return top >= bar && bottom <= window.innerHeight;
        }).length,
      BAR_PX,
    );
  }

  it('filters in a bottom sheet that counts the results, then shows them with focus on the results line', async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    const problems = watchProblems(page);
    await page.goto(`${suite.product.url}/internships`);
    await page.getByText('Showing 1–12 of 65 internships').waitFor();
    const before = await cardTitles(page);
    // Compact cards: at least three whole ones on the first screen, each saying when it was posted.
    expect(await countCardsFullyInView(page)).toBeGreaterThanOrEqual(3);
    for (const text of await cards(page).allTextContents())
      expect(text).toMatch(/Posted (today|yesterday|\d+ days ago)/);

    await expect(filtersButton(page).getAttribute('aria-haspopup')).resolves.toBe('dialog');
    // By its id: while the sheet is open, the page behind it is hidden from screen readers, roles included.
    const opener = page.locator('#internship-filters-button');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await waitForSheet(sheet);
    await expect(opener.getAttribute('aria-expanded')).resolves.toBe('true');
    // A bottom sheet, with its title and a close button, and focus inside.
    await expectBottomSheet(sheet);
    await expect(sheet.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await sheet.getByRole('button', { name: 'Close filters' }).waitFor();
    await sheet.getByRole('button', { name: 'Show 65 internships' }).waitFor();

    const design = await list('domain=Design');
    expect(design.pagination.total).toBeGreaterThan(1);
    await sheet.getByLabel('Domain').selectOption('Design');
    const show = sheet.getByRole('button', { name: `Show ${design.pagination.total} internships` });
    await show.waitFor();
    // The list itself waits for the button.
    expect(new URL(page.url()).search).toBe('');
    await settle(page);
    await shoot(page, 'sheet-390-en');

    await show.click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForURL(/domain=Design/);
    const summary = page.getByText(`of ${design.pagination.total} internships`);
    await summary.waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(design.jobs.map((job) => job.title));
    expect(design.jobs.map((job) => job.title)).not.toEqual(before);
    // The results line is in view, below the bar, and has focus (a screen reader reads the new count).
    await settle(page);
    expect(await isFullyInView(summary)).toBe(true);
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(opener.getAttribute('aria-expanded')).resolves.toBe('false');
    await shoot(page, 'list-390-after-show-en');

    // Escape closes without applying; focus goes back to the Filters button.
    await opener.click();
    await sheet.waitFor();
    await sheet.getByLabel('Domain').selectOption('Finance');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('domain')).toBe('Design');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('comes back from a detail to the card that was opened, with Back, even after a reload there', async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    const problems = watchProblems(page);
    const query = 'minSalary=5000&page=2';
    const expected = await list(`${query}&limit=12`);
    expect(expected.jobs.length).toBeGreaterThanOrEqual(6);
    await page.goto(`${suite.product.url}/internships?${query}`);
    await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));

    for (const [index, reloadOnDetail] of [
      [4, false],
      [5, true],
    ] as const) {
      const card = cards(page).nth(index);
      // Scrolled down the list to the card, then into its detail.
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await settle(page);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      await card.getByRole('link', { name: 'View Details' }).click();
      await page.getByRole('heading', { level: 1, name: expected.jobs[index].title }).waitFor();
      if (reloadOnDetail) {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: expected.jobs[index].title }).waitFor();
      }
      await page.goBack();
      await page.waitForURL(`**/internships?${query}`);
      await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
      await expect.poll(() => isFullyInView(cards(page).nth(index))).toBe(true);
      // Focus on that card's link, so the keyboard goes on from there.
      await expect
        .poll(() =>
          cards(page)
            .nth(index)
            .getByRole('link', { name: 'View Details' })
            .evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      if (index === 4) await shoot(page, 'list-390-back-to-card-5-en');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the desktop panel below the search bar with Apply Filters at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    await page.goto(`${suite.product.url}/internships`);
    await page.getByText('Showing 1–12 of 65 internships').waitFor();
    await filtersButton(page).click();
    const panel = page.getByRole('form', { name: 'Filters' });
    await panel.waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(filtersButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await panel.getByLabel('Domain').selectOption('Design');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/domain=Design/);
    const design = await list('domain=Design');
    await expect.poll(() => cardTitles(page)).toEqual(design.jobs.map((job) => job.title));
    // Still open after Apply, as before.
    expect(await panel.isVisible()).toBe(true);
    await context.close();
  });

  for (const [language, locale] of LANGUAGE_LOCALES) {
    it(`looks right in ${language}: the list and the sheet at 390 px, the list at 1280 px`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await openPage(suite.browser, viewport, undefined, locale);
        const problems = watchProblems(page);
        await page.goto(`${suite.product.url}/internships`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.locator('#internship-filters-button').waitFor();
        await expect.poll(async () => (await cardTitles(page)).length).toBe(12);
        await settle(page);
        await shoot(page, `list-${viewport.width}-${language}`);
        if (viewport === PHONE) {
          expect(await countCardsFullyInView(page)).toBeGreaterThanOrEqual(3);
          await page.locator('#internship-filters-button').click();
          const sheet = page.getByRole('dialog');
          await waitForSheet(sheet);
          await expectBottomSheet(sheet);
          // The count has arrived: the button's text carries a number.
          await expect.poll(() => sheet.locator('button[type="submit"]').textContent()).toMatch(/\d/);
          await settle(page);
          await shoot(page, `sheet-390-${language}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  }
});
