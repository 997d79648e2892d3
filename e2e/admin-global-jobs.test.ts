import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWPORTS, adminPage, adminSuite, expectToast, pageErrors, shoot } from './admin-kit.js';

type GlobalJob = { _id: string; country_name: string; company_name: string; link: string; continents: string };

describe('administrator manages global jobs in a real browser', () => {
  const suite = adminSuite();

  const list = async () =>
    (await (await suite.api('/globaljobs', { token: suite.session.token })).json()) as GlobalJob[];

  it('creates, edits, deletes and bulk deletes global jobs at 1280 px', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/admin/global`);
    await page.getByRole('table', { name: 'Global jobs' }).waitFor();
    await shoot(page, 'global-jobs-desktop');
    const before = (await list()).length;

    // Create, with the URL check first.
    await page.getByRole('button', { name: 'Add Global Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Global Job' });
    await dialog.getByLabel('Country name').fill('Iceland');
    await dialog.getByLabel('Company name').fill('E2E Geysir');
    await dialog.getByLabel('Careers link (URL)').fill('geysir careers');
    await dialog.getByLabel('Continent').fill('Europe');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await dialog.getByText('Link must be a valid URL').waitFor();
    await shoot(page, 'global-job-form-desktop', false);
    await dialog.getByLabel('Careers link (URL)').fill('https://geysir.example.com/jobs');
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expectToast(page, 'Global job created successfully!');
    const created = (await list()).find((job) => job.company_name === 'E2E Geysir');
    expect(created).toMatchObject({
      country_name: 'Iceland',
      link: 'https://geysir.example.com/jobs',
      continents: 'Europe',
    });

    // Edit.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Geysir');
    await page.getByRole('button', { name: 'Edit E2E Geysir' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Global Job' });
    await edit.getByLabel('Company name').fill('E2E Geysir Energy');
    await edit.getByRole('button', { name: 'Update Job' }).click();
    await expectToast(page, 'Global job updated successfully!');
    expect((await list()).find((job) => job._id === created?._id)?.company_name).toBe('E2E Geysir Energy');

    // Delete one.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Geysir Energy');
    await page.getByRole('button', { name: 'Delete E2E Geysir Energy' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Global job deleted successfully!');
    await page.getByText('No global jobs match your search.').waitFor();
    expect((await list()).length).toBe(before);

    // Bulk delete: nothing selected, then three.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: /^Delete Selected/ }).click();
    await expectToast(page, 'Please select jobs to delete');
    const boxes = page.getByRole('table').getByRole('checkbox', { name: /^Select (?!all)/ });
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'Delete Selected (3)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Selected' }).click();
    await expectToast(page, 'Deleted 3 global jobs');
    expect((await list()).length).toBe(before - 3);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows cards on a phone without sideways scrolling', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[0]);
    await page.goto(`${suite.product.url}/admin/global`);
    await page.getByRole('list', { name: 'Global jobs' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'global-jobs-phone', false);
  });
});
