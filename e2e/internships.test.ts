import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './api.js';
import { findClosedInternshipId, openPage, shot, VIEWPORTS, watchProblems } from './discovery-helpers.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string }[]; pagination: { pages: number; total: number } };

describe('the internship list and detail in a real browser', () => {
  const suite = browserSuite();

  async function list(query: string): Promise<ListAnswer> {
    return (await (await api(suite.product.url, `/jobs?${query}`)).json()) as ListAnswer;
  }

  const cards = (page: Page) => page.getByRole('main').getByRole('article');
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
  const searchBox = (page: Page) => page.getByLabel('Search internships by keywords');
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  async function cardTitles(page: Page): Promise<string[]> {
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    return cards(page).getByRole('heading').allTextContents();
  }

  /** Goes to `path` inside the running app, as its own links do (the browser's history, no new page). */
  async function openInApp(page: Page, path: string) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async function waitForSummary(page: Page, text: string | RegExp) {
    await page.getByText(text).first().waitFor();
  }

  /** The page shows exactly what GET /api/jobs answers for `apiQuery` (12 a page). */
  async function expectResults(page: Page, apiQuery: string): Promise<ListAnswer> {
    const expected = await list(apiQuery);
    const { total } = expected.pagination;
    await waitForSummary(page, total === 0 ? '0 internships' : new RegExp(`of ${total} internships?$`));
    await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
    return expected;
  }

  for (const viewport of VIEWPORTS) {
    it(`lists 65 open internships on 6 pages and pages through them at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, viewport);
      const problems = watchProblems(page);
      // The first page comes with its cards from the server (docs/decisions/0048): nothing to wait for.
      await page.goto(`${suite.product.url}/internships`);
      await waitForSummary(page, 'Showing 1–12 of 65 internships');
      expect(await cards(page).count()).toBe(12);
      await expect(
        pager(page)
          .getByRole('button', { name: /^Page / })
          .allTextContents(),
      ).resolves.toEqual(['1', '2', '3', '4', '5', '6']);
      // Featured first (docs/spec/product-decisions.md → Internships), with a badge.
      await expect(cards(page).first().getByText('Featured').isVisible()).resolves.toBe(true);
      // Rupees with Indian grouping and 'per month'.
      await expect(
        cards(page)
          .first()
          .getByText(/^₹\d{1,2}(,\d{2})*,\d{3}$/)
          .isVisible(),
      ).resolves.toBe(true);
      await shot(page, `internships-${viewport.width}-list`);
      await shot(page, `internships-${viewport.width}-list-top`, false);

      // The next page's answer held back a moment: its cards show as placeholders meanwhile.
      let delayed = false;
      await page.route('**/api/jobs?*', async (route) => {
        if (!delayed) {
          delayed = true;
          await new Promise((resolve) => setTimeout(resolve, 800));
        }
        await route.continue();
      });
      await pager(page).getByRole('button', { name: 'Next' }).click();
      await page.locator('[aria-busy="true"]').waitFor();
      await shot(page, `internships-${viewport.width}-loading`, false);
      await waitForSummary(page, 'Showing 13–24 of 65 internships');
      expect(query(page)).toEqual({ page: '2' });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await pager(page).getByRole('button', { name: 'Page 6' }).click();
      await waitForSummary(page, 'Showing 61–65 of 65 internships');
      expect(await cards(page).count()).toBe(5);
      await expect(pager(page).getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
      await shot(page, `internships-${viewport.width}-last-page`);

      await pager(page).getByRole('button', { name: 'Previous' }).click();
      await waitForSummary(page, 'Showing 49–60 of 65 internships');
      // The browser's back button returns to page 6.
      await page.goBack();
      await waitForSummary(page, 'Showing 61–65 of 65 internships');
      expect(problems).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`fits a pager with ellipses (50 pages, a made-up answer) at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, viewport);
      await page.route('**/api/jobs?*', async (route) => {
        const url = new URL(route.request().url());
        const current = Number(url.searchParams.get('page'));
        url.searchParams.set('page', '1');
        const answer = (await (await route.fetch({ url: url.href })).json()) as ListAnswer;
        await route.fulfill({ json: { ...answer, pagination: { current, pages: 50, total: 600 } } });
      });
      // The app asks the API itself when it opens the list: from a page the server does not render, to the list.
      await page.goto(`${suite.product.url}/about`);
      await openInApp(page, '/internships?page=25');
      const buttons = pager(page).getByRole('button', { name: /^Page / });
      await expect.poll(() => buttons.allTextContents()).toEqual(['1', '24', '25', '26', '50']);
      await expect(pager(page).getByText('…').count()).resolves.toBe(2);
      await shot(page, `internships-${viewport.width}-pager-50`);
      await pager(page).getByRole('button', { name: 'Page 50' }).click();
      await expect.poll(() => buttons.allTextContents()).toEqual(['1', '46', '47', '48', '49', '50']);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }

  it('searches by keywords with every word matching the start of a word, title and domain matches first', async () => {
    const { context, page } = await openPage(suite.browser, VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/internships?page=3`);
    await waitForSummary(page, 'Showing 25–36 of 65 internships');
    await searchBox(page).fill('dev');
    // Debounced: the URL follows half a second after typing stops, back on page 1.
    await page.waitForURL(/search=dev/);
    expect(query(page)).toEqual({ search: 'dev' });
    await expectResults(page, 'search=dev');
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(1);
    // The titles holding the word come first; a listing whose requirements or company hold it follows
    // (docs/decisions/0040).
    const inTitle = titles.filter((title) => /\bdev/i.test(title));
    expect(inTitle.length).toBeGreaterThan(1);
    expect(titles.slice(0, inTitle.length)).toEqual(inTitle);

    await searchBox(page).fill('data engineering');
    await page.waitForURL(/search=data\+engineering/);
    await expectResults(page, 'search=data%20engineering');
    await expect(cardTitles(page)).resolves.toEqual(['Data Engineering Intern']);
    // One page: no pager.
    await expect(pager(page).count()).resolves.toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('filters by location, domain, position and salary, each from the URL and the panel', async () => {
    const { context, page } = await openPage(suite.browser, VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/internships`);
    await waitForSummary(page, 'Showing 1–12 of 65 internships');

    await page.getByLabel('Location').fill('Bengaluru');
    await page.waitForURL(/location=Bengaluru/);
    await expectResults(page, 'location=Bengaluru');
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Bengaluru');
    await page.getByLabel('Location').fill('');
    await page.waitForURL((url) => !url.search.includes('location'));

    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('form', { name: 'Filters' });
    await shot(page, 'internships-1280-filters-open', false);
    await panel.getByLabel('Domain').selectOption('Design');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/domain=Design/);
    await expectResults(page, 'domain=Design');
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Design');

    await panel.getByLabel('Domain').selectOption('');
    await panel.getByLabel('Position').fill('Junior Analyst');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/position=Junior\+Analyst/);
    await expectResults(page, 'position=Junior%20Analyst');

    await panel.getByLabel('Position').fill('');
    await panel.getByLabel(/Min salary/).fill('25000');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/minSalary=25000/);
    await expectResults(page, 'minSalary=25000');
    for (const salary of await cards(page).getByText(/^₹/).allTextContents()) {
      expect(Number(salary.replace(/\D/g, ''))).toBeGreaterThanOrEqual(25000);
    }

    await panel.getByLabel(/Min salary/).fill('');
    await panel.getByLabel(/Max salary/).fill('6000');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/maxSalary=6000/);
    expect(query(page)).toEqual({ maxSalary: '6000' });
    await expectResults(page, 'maxSalary=6000');
    for (const salary of await cards(page).getByText(/^₹/).allTextContents()) {
      expect(Number(salary.replace(/\D/g, ''))).toBeLessThanOrEqual(6000);
    }

    // Min above max is refused in the panel, and the URL keeps the last good filters.
    await panel.getByLabel(/Min salary/).fill('9000');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await panel.getByText('Minimum salary cannot be more than the maximum salary').waitFor();
    expect(query(page)).toEqual({ maxSalary: '6000' });

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await waitForSummary(page, 'Showing 1–12 of 65 internships');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`keeps filters and page through reload, the back button and the detail's back link at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, viewport);
      const problems = watchProblems(page);
      await page.goto(`${suite.product.url}/internships?search=intern&position=Intern&minSalary=10000&page=2`);
      const expected = await expectResults(page, 'search=intern&position=Intern&minSalary=10000&page=2');
      expect(expected.pagination.pages).toBe(3);
      await expect(searchBox(page).inputValue()).resolves.toBe('intern');
      await expect(pager(page).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      // On a phone the panel is a bottom sheet, opened on demand (e2e/internships-phone.test.ts).
      const isPhone = viewport.width < 768;
      if (isPhone) await filtersButton.click();
      // By id: behind the open sheet the page is hidden from screen readers, roles included.
      await expect(page.locator('#internship-filters-button').getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.getByLabel('Position').inputValue()).resolves.toBe('Intern');
      await expect(page.getByLabel(/Min salary/).inputValue()).resolves.toBe('10000');
      await shot(page, `internships-${viewport.width}-filtered`);
      if (isPhone) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }

      await page.reload();
      await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
      await expect(searchBox(page).inputValue()).resolves.toBe('intern');

      // Into a detail and back with the browser's back button.
      const first = expected.jobs[0];
      await cards(page).first().getByRole('link', { name: 'View Details' }).click();
      await page.waitForURL(`**/internships/${first._id}?**`);
      expect(query(page)).toEqual({ search: 'intern', position: 'Intern', minSalary: '10000', page: '2' });
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await page.goBack();
      await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
      expect(query(page)).toEqual({ search: 'intern', position: 'Intern', minSalary: '10000', page: '2' });

      // And with the detail's own back link.
      await cards(page).nth(1).getByRole('link', { name: 'View Details' }).click();
      await page.getByRole('heading', { level: 1, name: expected.jobs[1].title }).waitFor();
      await page.getByRole('link', { name: 'Back to internships' }).click();
      await page.waitForURL('**/internships?**');
      expect(query(page)).toEqual({ search: 'intern', position: 'Intern', minSalary: '10000', page: '2' });
      await expect.poll(() => cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
      await expect(searchBox(page).inputValue()).resolves.toBe('intern');

      // Back through the filter history: typing made one entry, the back button undoes it.
      await searchBox(page).fill('developer');
      await page.waitForURL(/search=developer/);
      await page.goBack();
      await page.waitForURL(/search=intern&/);
      await expect.poll(() => searchBox(page).inputValue()).toBe('intern');
      expect(problems).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`shows the empty state, the detail, a closed internship and the not-found view at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, viewport);
      const w = viewport.width;
      await page.goto(`${suite.product.url}/internships?search=zzzzqq`);
      await page.getByRole('heading', { name: 'No internships found' }).waitFor();
      await shot(page, `internships-${w}-empty`, false);

      const { jobs } = await list('search=frontend');
      await page.goto(`${suite.product.url}/internships/${jobs[0]._id}`);
      await page.getByRole('heading', { level: 1, name: 'Frontend Developer Intern' }).waitFor();
      for (const text of ['Nimbus Softlabs Pvt Ltd', 'Bengaluru', 'Technology', 'Full-time', '6 months']) {
        await expect(page.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
      }
      await expect(page.getByText('₹25,000 per month').first().isVisible()).resolves.toBe(true);
      await page.getByRole('heading', { name: "What We're Looking For" }).waitFor();
      await expect(page.getByText('Posted on').isVisible()).resolves.toBe(true);
      const enquiry = page.getByRole('link', { name: /Make an enquiry/ });
      await expect(enquiry.getAttribute('target')).resolves.toBe('_blank');
      await expect(enquiry.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      // Not logged in: no Ask AI.
      await expect(page.getByRole('link', { name: /Ask AI/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Back to internships' }).getAttribute('href')).resolves.toBe(
        '/internships',
      );
      await shot(page, `detail-${w}`);
      await shot(page, `detail-${w}-top`, false);

      const closedId = await findClosedInternshipId(suite.product.url);
      await page.goto(`${suite.product.url}/internships/${closedId}`);
      await page.getByText('This internship is closed and no longer accepts applications.').waitFor();
      await expect(page.getByText('Closed', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Apply Now' }).count()).resolves.toBe(0);
      await shot(page, `detail-${w}-closed`, false);

      await page.goto(`${suite.product.url}/internships/no-such-internship?page=3`);
      await page.getByRole('heading', { level: 1, name: 'Internship not found' }).waitFor();
      await expect(page.getByRole('link', { name: 'Back to internships' }).getAttribute('href')).resolves.toBe(
        '/internships?page=3',
      );
      await shot(page, `detail-${w}-not-found`, false);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }
});
