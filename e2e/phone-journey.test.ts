import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, SHOTS, shot, watchProblems } from './discovery-helpers.js';
import { minimalPdf } from './files.js';
import { registerStudent } from './students.js';
import { browserSuite } from './suite.js';

// The phone path end to end (issue 20, item 8), on a throttled phone: a 390 px screen, the network of
// Lighthouse's mobile profile (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times
// slower. A signed-in student without a resume searches "bangalore web developer", opens the result,
// applies (uploading the resume on the way) and finds the application on the dashboard. Its time is
// written to /tmp/shots/phone-journey.json and recorded in docs/performance.md; no time is asserted.

const PHONE = { width: 390, height: 844 };

async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

describe('the phone journey on a throttled phone', () => {
  const suite = browserSuite();

  it('searches "bangalore web developer", applies with a resume uploaded on the way, and sees it on the dashboard', async () => {
    const student = await registerStudent(
      suite.product.url,
      { email: 'journey@example.com', name: 'Shreya Hegde' },
      { withResume: false },
    );
    const { context, page } = await openPage(suite.browser, PHONE, student);
    const problems = watchProblems(page);
    await throttle(await context.newCDPSession(page));
    const steps: { step: string; ms: number }[] = [];
    const started = Date.now();
    const step = (name: string) => steps.push({ step: name, ms: Date.now() - started });

    await page.goto(`${suite.product.url}/internships`);
    const keywords = page.getByLabel('Search internships by keywords');
    await keywords.waitFor();
    step('list shown');
    await keywords.fill('bangalore web developer');
    await keywords.press('Enter');
    const card = page.getByRole('main').getByRole('article', { name: 'Frontend Developer Intern' });
    await card.waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await page.getByRole('main').getByRole('article').count()).toBe(1);
    step('search answered');

    await card.getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frontend Developer Intern' }).waitFor();
    step('detail shown');
    await applyButton(page).click();
    await page.getByRole('dialog', { name: 'Resume required' }).getByRole('button', { name: 'Upload Resume' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'profile-resume', undefined, { timeout: 60_000 });
    step('resume field shown');
    await page.locator('#profile-resume').setInputFiles({
      name: 'shreya-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Shreya Hegde'),
    });
    await page.locator('form:has(#profile-resume) button[type=submit]').click();
    const back = page.getByRole('link', { name: 'Back to Frontend Developer Intern' });
    await back.waitFor({ timeout: 60_000 });
    step('resume uploaded');

    await back.click();
    const form = page.getByRole('dialog', { name: 'Apply for Frontend Developer Intern' });
    await form.getByText(/of \d+ left today/).waitFor({ timeout: 60_000 });
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('region', { name: 'You have applied' }).waitFor({ timeout: 60_000 });
    step('applied');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('#my-applications').getByText('Frontend Developer Intern').waitFor({ timeout: 60_000 });
    step('on the dashboard');
    await shot(page, 'phone-journey-dashboard', false);

    const total = steps[steps.length - 1].ms;
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/phone-journey.json`, `${JSON.stringify({ totalMs: total, steps }, null, 2)}\n`);
    console.log(`phone journey on a throttled phone: ${(total / 1000).toFixed(1)} s`, steps);
    expect(problems).toEqual([]);
    await context.close();
  });
});

const applyButton = (page: Page) => page.locator('[data-bottom-bar]').getByRole('button', { name: 'Apply Now' });
