import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '#shared/constants.js';
import { ADMIN_VIEWPORTS, adminPage, adminSuite, expectToast, pageErrors, shoot } from './admin-kit.js';

// Risk flags (docs/decisions/0038) in the browser: an imported sheet whose one row asks for a fee in
// Hindi goes in held, the upload names it, students never see it, and the administrator publishes it
// after review; a listing saved with money wording is saved and flagged, not held.
describe('risk flags on imports and the form', () => {
  const suite = adminSuite();

  async function sheet(rows: (string | number)[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const worksheet = workbook.addWorksheet('Jobs');
    worksheet.addRow([...IMPORT_COLUMNS]);
    for (const row of rows) worksheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const row = (title: string, description: string) => [
    title,
    'Sahyadri Works',
    'Shivamogga',
    'Technology',
    'Intern',
    9000,
    description,
    'Excel',
    '2 months',
    'Full-time',
    '',
  ];
  const publicTitles = async () =>
    (
      (await (await suite.api('/jobs?search=Shivamogga%20Data&limit=50')).json()) as { jobs: { title: string }[] }
    ).jobs.map((job) => job.title);

  it('holds the row that asks for money, and publishes it after review', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/admin/jobs`);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Internships' });
    const buffer = await sheet([
      row('Shivamogga Data Intern', 'Clean and check survey data.'),
      row('Shivamogga Data Helper', 'चयन के बाद ₹999 रजिस्ट्रेशन फीस जमा करें।'),
    ]);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'jobs.xlsx', mimeType: 'application/octet-stream', buffer });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(/1 held for review/).waitFor();
    await dialog.getByText('Shivamogga Data Helper').waitFor();
    await shoot(page, 'risk-1-upload-held-desktop', false);
    await page.keyboard.press('Escape');

    // Students see the clean row only.
    expect(await publicTitles()).toEqual(['Shivamogga Data Intern']);

    // The held list, its reasons, and Publish after a confirmation that names them.
    await page.getByRole('button', { name: /Held for review \(1\)/ }).click();
    const held = page.getByRole('row').filter({ hasText: 'Shivamogga Data Helper' });
    await held
      .getByText(/registration|रजिस्ट्रेशन|फीस/)
      .first()
      .waitFor();
    await shoot(page, 'risk-2-held-list-desktop', false);
    await held.getByRole('button', { name: 'Publish Shivamogga Data Helper' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish this internship?' });
    await confirm.getByText(/It was held for/).waitFor();
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, /published/i);
    expect((await publicTitles()).sort()).toEqual(['Shivamogga Data Helper', 'Shivamogga Data Intern']);
    expect(pageErrors(page)).toEqual([]);
  });

  it('flags money wording typed in the form, on a phone, without holding it', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[0]);
    await page.goto(`${suite.product.url}/admin/jobs`);
    await page.getByRole('button', { name: 'Add Internship' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Internship' });
    const fields = {
      Title: 'Shivamogga Field Intern',
      Company: 'Malnad Surveys',
      Location: 'Shivamogga',
      'Company email': 'hr@malnad-surveys.example.com',
      Domain: 'Technology',
      Position: 'Intern',
      Duration: '2 months',
      'Salary (₹ per month)': '9000',
      Description: 'A refundable deposit of ₹2,000 is collected at joining.',
    };
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Create Internship' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /deposit|money/i })
      .first()
      .waitFor();
    await shoot(page, 'risk-3-form-warning-phone', false);
    const { jobs } = (await (
      await suite.api('/admin/jobs?search=Shivamogga%20Field&limit=5', { token: suite.session.token })
    ).json()) as { jobs: { isActive: boolean; held: boolean; riskFlags: { rule: string }[] }[] };
    expect(jobs[0]).toMatchObject({ isActive: true, held: false });
    expect(jobs[0].riskFlags.map((flag) => flag.rule)).toContain('asks_for_money');
  });
});
