import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_VIEWPORTS,
  adminPage,
  adminSuite,
  applyTo,
  createStudent,
  expectToast,
  firstInternships,
  pageErrors,
  shoot,
} from './admin-kit.js';
import type { Student } from './students.js';

/** Today's calendar day in India: the server and the users screen count days there. */
function indiaIsoDate(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

describe('administrator reviews applications and users in a real browser', () => {
  const suite = adminSuite();
  let asha: Student;
  let vikram: Student;
  let jobTitle: string;

  beforeAll(async () => {
    asha = await createStudent(suite.product.url, {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      skills: ['Python', 'SQL', 'React', 'Figma'],
    });
    vikram = await createStudent(suite.product.url, {
      name: 'Vikram Nair',
      email: 'vikram.nair@example.com',
    });
    const [job, other] = await firstInternships(suite.api, 2);
    jobTitle = job.title;
    await applyTo(suite.api, asha, job._id, 'Dear team,\nI would love to join.\nAsha');
    await applyTo(suite.api, vikram, other._id);
  });

  it("changes an application's status, which the student then sees, forwards it and downloads the resume", async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/admin/applications`);
    await page.getByRole('table', { name: 'Applications' }).waitFor();
    await page.getByRole('button', { name: 'Forward Held (2)' }).waitFor();
    await shoot(page, 'applications-desktop');

    await page.getByRole('button', { name: "View Asha Rao's application" }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    for (const text of ['asha.rao@example.com', 'Figma', jobTitle, 'I would love to join.']) {
      await dialog.getByText(text, { exact: false }).first().waitFor();
    }
    await dialog.getByLabel('Status').selectOption('Accepted');
    await expectToast(page, 'Application marked Accepted');
    await shoot(page, 'application-detail-desktop', false);
    const mine = (await (await suite.api('/my-applications', { token: asha.token })).json()) as { status: string }[];
    expect(mine.map((application) => application.status)).toEqual(['Accepted']);
    // And on the student's own dashboard.
    const profile = (await (await suite.api('/profile', { token: asha.token })).json()) as { user: unknown };
    const studentContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    await studentContext.addInitScript(
      ([token, user]) => {
        sessionStorage.setItem('splashShown', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('userType', 'user');
        localStorage.setItem('userData', user);
      },
      [asha.token, JSON.stringify(profile.user)],
    );
    const dashboard = await studentContext.newPage();
    await dashboard.goto(`${suite.product.url}/dashboard`);
    const applications = dashboard.getByRole('region', { name: 'My Applications' });
    await applications.getByText(jobTitle).first().waitFor();
    await applications.getByText('Status: Accepted').waitFor();
    await studentContext.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Asha Rao_Resume.pdf');
    await expectToast(page, 'Resume downloaded successfully!');

    // View: the PDF opens in a new tab from an object URL (fetched with the bearer header).
    const [viewer] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'View', exact: true }).click(),
    ]);
    await viewer.waitForURL(/^blob:/);
    await viewer.close();

    await dialog.getByRole('button', { name: 'Forward to Company' }).click();
    await expectToast(page, 'Application forwarded to the company');
    await page.keyboard.press('Escape');

    await page.getByLabel('Filter by email status').selectOption('undelivered');
    await page.getByText('No applications found for the selected filter.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('filters users by date, blocks one (their session ends), unblocks, and exports to Excel', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/admin/users`);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    await page.getByText('+2 more').waitFor();
    await shoot(page, 'users-desktop');

    // Registration-date filter: today, both ends inclusive.
    const today = indiaIsoDate();
    await page.getByRole('button', { name: 'Date Filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter by Registration Date' });
    await filter.getByLabel('Start date').fill(today);
    await filter.getByLabel('End date').fill(today);
    await shoot(page, 'users-date-filter-desktop', false);
    await filter.getByRole('button', { name: 'Apply Filter' }).click();
    await expectToast(page, 'Date filter applied successfully!');
    await page.getByRole('row').filter({ hasText: 'Vikram Nair' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Asha Rao' }).waitFor();

    // Export with the same range.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`users_data_from_${today}_to_${today}_${today}.xlsx`);
    await expectToast(page, 'Users data downloaded successfully!');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Name');
    expect(header).toContain('Email');
    const emails: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) emails.push(row.getCell(header.indexOf('Email') + 1).value);
    });
    expect(emails.sort()).toEqual(['asha.rao@example.com', 'vikram.nair@example.com']);

    // Block: the student's session ends at once.
    expect((await suite.api('/profile', { token: vikram.token })).status).toBe(200);
    await page.getByRole('button', { name: 'Block Vikram Nair' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block User' }).click();
    await expectToast(page, 'User blocked successfully!');
    expect((await suite.api('/profile', { token: vikram.token })).status).toBe(401);
    await page.getByRole('row').filter({ hasText: 'Vikram Nair' }).getByText('Blocked').waitFor();

    await page.getByRole('button', { name: 'View Vikram Nair' }).click();
    const detail = page.getByRole('dialog', { name: 'Vikram Nair' });
    await detail.getByText('University of Mysore', { exact: false }).waitFor();
    await shoot(page, 'user-detail-desktop', false);
    await detail.getByRole('button', { name: 'Unblock Vikram Nair' }).click();
    await expectToast(page, 'User unblocked successfully!');
    await detail.getByRole('button', { name: 'Block Vikram Nair' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-here');
    await page.getByText('No users found matching your filters.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows applications and users as cards on a phone', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[0]);
    await page.goto(`${suite.product.url}/admin/applications`);
    await page.getByRole('list', { name: 'Applications' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'applications-phone');
    await page.getByRole('button', { name: "View Asha Rao's application" }).click();
    await page.getByRole('dialog', { name: 'Application Details' }).waitFor();
    await shoot(page, 'application-detail-phone', false);

    await page.goto(`${suite.product.url}/admin/users`);
    await page.getByRole('list', { name: 'Users' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'users-phone');
  });
});
