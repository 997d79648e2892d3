import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPage, shot, VIEWPORTS, watchProblems } from './discovery-helpers.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

type GlobalJob = { _id: string; country_name: string; company_name: string; link: string; continents: string };

describe('global jobs in a real browser', () => {
  const suite = browserSuite();
  let student: Student;
  let all: GlobalJob[];

  beforeAll(async () => {
    student = await registerStudent(
      suite.product.url,
      {
        email: 'globetrotter@example.com',
        name: 'Ananya Rao',
      },
      { withResume: false },
    );
    all = (await (await api(suite.product.url, '/globaljobs', { token: student.token })).json()) as GlobalJob[];
  });

  it('sends a visitor without a token to /login', async () => {
    const { context, page } = await openPage(suite.browser, VIEWPORTS[0]);
    await page.goto(`${suite.product.url}/global-jobs`);
    await page.waitForURL('**/login');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('sends a student whose token the server refuses to /login and forgets the token', async () => {
    const bad: Student = { ...student, token: 'not-a-valid-token' };
    const { context, page } = await openPage(suite.browser, VIEWPORTS[1], bad);
    await page.route('**/api/profile', (route) => route.fulfill({ json: { user: student.user } }));
    await page.goto(`${suite.product.url}/global-jobs`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`groups the sites by country with a country filter at ${viewport.width} px`, async () => {
      const w = viewport.width;
      const { context, page } = await openPage(suite.browser, viewport, student);
      const problems = watchProblems(page);
      let delayed = false;
      await page.route('**/api/globaljobs', async (route) => {
        if (!delayed) {
          delayed = true;
          await new Promise((resolve) => setTimeout(resolve, 800));
        }
        await route.continue();
      });
      await page.goto(`${suite.product.url}/global-jobs`);
      await page.getByRole('heading', { level: 1, name: 'Global Jobs' }).waitFor();
      await shot(page, `global-jobs-${w}-loading`, false);

      const countries = [...new Set(all.map((job) => job.country_name))].sort((a, b) => a.localeCompare(b));
      const sections = page.getByRole('main').getByRole('region');
      await sections.first().waitFor();
      await expect(sections.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(
        countries.map((country) => {
          const count = all.filter((job) => job.country_name === country).length;
          return `${country}${count} ${count === 1 ? 'site' : 'sites'}`;
        }),
      );
      const select = page.getByLabel('Country');
      await expect(select.inputValue()).resolves.toBe('');
      await expect(select.locator('option').first().textContent()).resolves.toBe('All Countries');

      // Each company: its continent, its link and Apply Now, both opening in a new tab.
      const first = all[0];
      const item = page.getByRole('article', { name: first.company_name }).first();
      await expect(item.getByText(first.continents).isVisible()).resolves.toBe(true);
      const apply = item.getByRole('link', { name: /Apply Now/ });
      await expect(apply.getAttribute('href')).resolves.toBe(first.link);
      await expect(apply.getAttribute('target')).resolves.toBe('_blank');
      await expect(apply.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await shot(page, `global-jobs-${w}`);
      await shot(page, `global-jobs-${w}-top`, false);

      const chosen = countries[1];
      await select.selectOption(chosen);
      await expect
        .poll(() => sections.getByRole('heading', { level: 2 }).allTextContents())
        .toEqual([expect.stringContaining(chosen)]);
      await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(
        all.filter((job) => job.country_name === chosen).length,
      );
      // The choice survives a reload.
      await page.reload();
      await expect.poll(() => page.getByLabel('Country').inputValue()).toBe(chosen);
      await shot(page, `global-jobs-${w}-one-country`, false);
      expect(problems).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });
  }

  it('says when there are no jobs and when they cannot be loaded', async () => {
    const { context, page } = await openPage(suite.browser, VIEWPORTS[0], student);
    await page.route('**/api/globaljobs', (route) => route.fulfill({ json: [] }));
    await page.goto(`${suite.product.url}/global-jobs`);
    await page.getByText('No jobs found.').waitFor();
    await shot(page, 'global-jobs-390-empty', false);

    await page.unroute('**/api/globaljobs');
    await page.route('**/api/globaljobs', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await page.reload();
    await page.getByText('Could not load jobs. Please try again later.').waitFor({ timeout: 20_000 });
    await shot(page, 'global-jobs-390-error', false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
