import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, shot, VIEWPORTS, watchProblems } from './discovery-helpers.js';
import { browserSuite } from './suite.js';

// Search as students type it (issue: the phone path; docs/decisions/0040), on the demo data at 390 px:
// a city's older name, what they call the work, working from home, a slip, and type-ahead from the data.

describe('search that understands how students type', () => {
  const suite = browserSuite();
  const PHONE = VIEWPORTS[0];

  const titles = async (page: Page) => {
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  };
  const keywords = (page: Page) => page.getByLabel('Search internships by keywords');
  const place = (page: Page) => page.getByLabel('Location', { exact: true });

  async function searchFor(page: Page, text: string) {
    await keywords(page).fill(text);
    await keywords(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === text);
  }

  it('finds Bengaluru for "bangalore web developer", Remote for "work from home", and corrects a slip', async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    const problems = watchProblems(page);
    await page.goto(`${suite.product.url}/internships`);
    await page.getByText(/of 65 internships$/).waitFor();

    await searchFor(page, 'bangalore web developer');
    await expect.poll(() => titles(page)).toEqual(['Frontend Developer Intern']);
    await shot(page, 'search-phone-bangalore-web-developer', false);

    await searchFor(page, 'work from home');
    const remote = (await (await fetch(`${suite.product.url}/api/jobs?location=Remote`)).json()) as {
      jobs: { title: string }[];
    };
    expect(remote.jobs.length).toBeGreaterThan(5);
    await expect.poll(async () => (await titles(page)).sort()).toEqual(remote.jobs.map((job) => job.title).sort());

    await searchFor(page, 'developr');
    await page.getByText('Showing results for developer').waitFor();
    expect(await titles(page)).toContain('Python Developer Intern');
    await shot(page, 'search-phone-corrected', false);

    // The location box knows the older name too.
    await keywords(page).fill('');
    await place(page).fill('Mysore');
    await place(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('location') === 'Mysore');
    await expect
      .poll(async () => (await titles(page)).sort())
      .toEqual(['Health Tech Product Intern', 'Python Developer Intern']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the places and words of the open listings as the student types', async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    await page.goto(`${suite.product.url}/internships`);
    await page.getByText(/of 65 internships$/).waitFor();
    const options = (box: ReturnType<typeof keywords>) =>
      box.evaluate((input) => [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value));
    await place(page).pressSequentially('bang');
    await expect.poll(() => options(place(page))).toEqual(['Bengaluru']);
    await keywords(page).pressSequentially('mach');
    await expect.poll(() => options(keywords(page))).toEqual(['machine']);
    await keywords(page).fill('');
    await keywords(page).pressSequentially('web de');
    await expect.poll(() => options(keywords(page))).toContain('web design');
    await shot(page, 'search-phone-type-ahead', false);
    await context.close();
  });
});
