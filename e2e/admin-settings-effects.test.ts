import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '#shared/constants.js';
import { ADMIN_VIEWPORTS, adminPage, adminSuite, expectToast } from './admin-kit.js';
import { openPage } from './discovery-helpers.js';
import { registerStudent } from './students.js';

/** Each system setting, changed in the admin screen, and what the student side then does. */
describe('system settings take effect on the student side', () => {
  const suite = adminSuite();
  let admin: Page;

  beforeAll(async () => {
    admin = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
  });

  async function changeSettings(change: (page: Page) => Promise<void>): Promise<void> {
    await admin.goto(`${suite.product.url}/admin/settings`);
    await admin.getByLabel('Platform name').waitFor();
    await change(admin);
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(admin, 'System settings updated successfully!');
  }
  const toggle = (name: string) => (page: Page) => page.getByRole('switch', { name }).click();

  it('registration off: /register says so; back on: the form returns', async () => {
    await changeSettings(toggle('Registration enabled'));
    const { page } = await openPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.product.url}/register`);
    await page.getByText('New user registration is currently disabled.').waitFor();
    const refused = await suite.api('/send-otp', { body: { email: 'late@example.com' } });
    expect(refused.status).toBe(403);
    await changeSettings(toggle('Registration enabled'));
    await page.context().close();
  });

  it('maintenance on: students see the maintenance page while the back office works', async () => {
    await changeSettings(toggle('Maintenance mode'));
    const { page } = await openPage(suite.browser, { width: 1280, height: 800 });
    await page.goto(`${suite.product.url}/internships`);
    await page.getByRole('heading', { name: "We'll be back soon" }).waitFor();
    expect((await suite.api('/jobs')).status).toBe(503);
    await admin.goto(`${suite.product.url}/admin/jobs`);
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await changeSettings(toggle('Maintenance mode'));
    expect((await suite.api('/jobs')).status).toBe(200);
    await page.context().close();
  });

  it('a limit of 1 a day, auto approval on and notifications off shape what applying does', async () => {
    await changeSettings(async (page) => {
      await page.getByLabel('Maximum applications per user (per day)').fill('1');
      await page.getByRole('switch', { name: 'Auto approval' }).click();
      await page.getByRole('switch', { name: 'Email notifications' }).click();
    });
    const student = await registerStudent(
      suite.product.url,
      {
        email: 'limit-one@example.com',
        name: 'Limit One',
      },
      { withResume: true },
    );
    const { jobs } = (await (await suite.api('/jobs?limit=2')).json()) as { jobs: { _id: string }[] };
    const first = await suite.api(`/jobs/${jobs[0]._id}/apply`, { body: { coverLetter: '' }, token: student.token });
    expect(first.status).toBe(201);
    const second = await suite.api(`/jobs/${jobs[1]._id}/apply`, { body: { coverLetter: '' }, token: student.token });
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({
      message: 'You can apply to at most 1 internship a day. Please try again tomorrow.',
      code: 'APPLICATION_LIMIT_REACHED',
      applicationLimitReached: true,
    });
    // Auto approval: the company mail is queued at once; notifications off: no confirmation to the student.
    const mailbox = await (await fetch(`${suite.product.url}/dev/mailbox`)).text();
    expect(mailbox).toContain('New application for');
    expect(mailbox).not.toContain('Your application for');
  });

  it('imports a real .xls through the upload dialog', async () => {
    const header = [...IMPORT_COLUMNS];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        header,
        [
          'Legacy Sheet Intern',
          'Old Format Co',
          'Madurai',
          'Finance',
          'Intern',
          12000,
          'From an .xls file.',
          'Excel',
          '2 months',
          'Full-time',
          '',
        ],
      ]),
      'Jobs',
    );
    const buffer = XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    await admin.goto(`${suite.product.url}/admin/jobs`);
    await admin.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'legacy.xls', mimeType: 'application/vnd.ms-excel', buffer });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(admin, 'Successfully imported 1 jobs');
    const found = (await (await suite.api('/jobs?search=legacy%20sheet')).json()) as { pagination: { total: number } };
    expect(found.pagination.total).toBe(1);
  });
});
