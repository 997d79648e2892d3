import { describe, expect, it } from 'vitest';
import { adminPage, adminSuite, firstInternships, pageErrors, shoot } from './admin-kit.js';
import { openPage, shot } from './discovery-helpers.js';
import { registerStudent } from './students.js';

// Trust (docs/decisions/0035): a visitor on a phone reports an internship and gets a reference; a student
// reports another in Kannada; the administrator finds both in the queue, dismisses one with a reason and
// deactivates the other; the student's dashboard shows what became of the report.
describe('reporting a listing, through the queue, to the outcome', () => {
  const suite = adminSuite();

  it('takes reports on a phone, in English and Kannada, and shows the outcome', async () => {
    const [first, second] = await firstInternships(suite.api, 2);

    // A visitor, not signed in, at 390 px.
    const { context, page } = await openPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.product.url}/internships/${first._id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.getByText('Never pay to apply').waitFor();
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('radio', { name: /asks for money/i }).check();
    await dialog.getByLabel(/what happened/i).fill('They asked for ₹1,500 as a registration fee on WhatsApp.');
    await shot(page, 'report-1-form-390', false);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const reference = (await dialog.locator('strong.font-mono').textContent()) ?? '';
    expect(reference).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await shot(page, 'report-2-reference-390', false);
    await context.close();

    // A student in Kannada reports the second internship.
    const student = await registerStudent(suite.product.url, {
      name: 'Kavya Shetty',
      email: 'kavya.reports@example.com',
      language: 'kn',
    });
    const kn = await openPage(suite.browser, { width: 390, height: 844 }, student, 'kn-IN');
    await kn.page.goto(`${suite.product.url}/internships/${second._id}`);
    await kn.page.getByText('ಅರ್ಜಿ ಹಾಕಲು ಎಂದಿಗೂ ಹಣ ಕೊಡಬೇಡಿ').waitFor();
    await kn.page.getByRole('button', { name: 'ಈ ಜಾಹೀರಾತನ್ನು ವರದಿ ಮಾಡಿ' }).click();
    const knDialog = kn.page.getByRole('dialog');
    await knDialog.getByRole('radio', { name: /ವಿವರಗಳು ತಪ್ಪಾಗಿವೆ/ }).check();
    await shot(kn.page, 'report-3-form-kn-390', false);
    await knDialog.getByRole('button', { name: 'ವರದಿ ಕಳುಹಿಸಿ' }).click();
    await knDialog.getByRole('link', { name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).waitFor();

    // The administrator's queue: both listings, each with its deadline.
    const admin = await adminPage(suite.browser, suite.session);
    await admin.goto(`${suite.product.url}/admin/reports`);
    const firstCard = admin.getByRole('article', { name: first.title });
    await firstCard.getByText(reference).waitFor();
    await firstCard.getByText(/Due by/).waitFor();
    await shoot(admin, 'reports-queue-desktop');
    await firstCard.getByRole('button', { name: /Deactivate/ }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await firstCard.waitFor({ state: 'detached' });
    const secondCard = admin.getByRole('article', { name: second.title });
    await secondCard.getByRole('button', { name: /Dismiss/ }).click();
    const dismiss = admin.getByRole('dialog', { name: 'Dismiss the reports' });
    await dismiss.getByLabel(/Reason/).fill('We checked with the company: the details are right.');
    await dismiss.getByRole('button', { name: 'Dismiss reports' }).click();
    await admin.getByText('No open reports').waitFor();
    expect(pageErrors(admin)).toEqual([]);

    // The deactivated internship is off the list; the student reads the outcome, in Kannada.
    const list = await (await suite.api('/jobs?limit=50')).json();
    expect(list.jobs.map((job: { _id: string }) => job._id)).not.toContain(first._id);
    await kn.page.goto(`${suite.product.url}/dashboard`);
    const mine = kn.page.getByRole('region', { name: 'ನನ್ನ ವರದಿಗಳು' });
    await mine.getByText('We checked with the company: the details are right.').waitFor();
    await mine.getByText('ಪರಿಶೀಲಿಸಲಾಗಿದೆ: ಬದಲಾವಣೆ ಅಗತ್ಯವಿಲ್ಲ').waitFor();
    await shot(kn.page, 'report-4-dashboard-kn-390');
    await kn.context.close();
  });
});
