import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alertLinks } from '#server/modules/saved-searches/alert-links.js';
import type { TSavedSearches } from '#shared/schemas/saved-searches.js';
import { api } from './api.js';
import { animationsDone, describeViolations, seriousViolations } from './axe.js';
import { openPage, SHOTS, shot as shoot, watchProblems } from './discovery-helpers.js';
import { DESKTOP, PHONE } from './phone-pages.js';
import { SHOTS_WANTED } from './shots.js';
import { registerStudent } from './students.js';
import { browserSuite } from './suite.js';

// Issue 21, item 2, the web side: Save this search on the list, the dashboard's Saved searches and the
// alert mail's unsubscribe page, in each language (widths: widthsFor below), against the built product.

/** The product's secret (e2e/product.ts), so the test can make the link an alert mail carries. */
const links = alertLinks('e2e-secret-e2e-secret-e2e-secret-e2e-secret', '');

/** A screenshot in /tmp/shots/saved-searches, after axe found no serious or critical violation on the screen. */
async function shot(page: Page, name: string) {
  expect(describeViolations(await seriousViolations(page)), name).toEqual([]);
  mkdirSync(`${SHOTS}/saved-searches`, { recursive: true });
  await shoot(page, `saved-searches/${name}`, false);
}

const WORDS = {
  en: {
    save: 'Save this search',
    saveButton: 'Save',
    saved: 'Search saved',
    stop: 'Stop alert mails',
    remove: 'Delete',
  },
  kn: {
    save: 'ಈ ಹುಡುಕಾಟ ಉಳಿಸಿ',
    saveButton: 'ಉಳಿಸಿ',
    saved: 'ಹುಡುಕಾಟ ಉಳಿಸಲಾಗಿದೆ',
    stop: 'ಎಚ್ಚರಿಕೆ ಮೇಲ್‌ಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
    remove: 'ಅಳಿಸಿ',
  },
  hi: { save: 'यह खोज सेव करें', saveButton: 'सेव करें', saved: 'खोज सेव हो गई', stop: 'अलर्ट मेल बंद करें', remove: 'हटाएँ' },
} as const;
const LANGUAGES = ['en', 'kn', 'hi'] as const;
const VIEWPORTS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

/**
 * The flow at 390 px in each language, and at 1280 px in English: the same components and steps at both
 * widths, and a wider screen in Kannada or Hindi only changes the pictures (all of them when E2E_SHOTS is
 * set). Each language's walk at 1280 px cost a browser file about 20 s of CPU (docs/decisions/0049).
 */
const widthsFor = (language: (typeof LANGUAGES)[number]) =>
  VIEWPORTS.filter(([width]) => width === '390' || language === 'en' || SHOTS_WANTED);

describe('saved searches and alert mails on the web (issue 21, item 2)', () => {
  const suite = browserSuite();

  it.each(LANGUAGES)('saves a search, manages it and stops its mails in %s', async (language) => {
    const words = WORDS[language];
    const student = await registerStudent(suite.product.url, { email: `searcher-${language}@example.com`, language });
    for (const [width, viewport] of widthsFor(language)) {
      const { context, page } = await openPage(suite.browser, viewport, student, `${language}-IN`);
      const problems = watchProblems(page);
      const referers: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/alerts/unsubscribe/')) referers.push(request.headers().referer);
      });

      // Nothing saved yet: the dashboard says how to save a search.
      if (viewport === PHONE) {
        await page.goto(`${suite.product.url}/dashboard#saved-searches`);
        await page.locator('#saved-searches a[href="/internships"]').waitFor();
        await shot(page, `${language}-${width}-dashboard-empty`);
      }

      // The list, with the button beside the results line.
      await page.goto(`${suite.product.url}/internships?search=developer&location=Bengaluru`);
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      const button = page.getByRole('button', { name: words.save });
      await button.waitFor();
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await shot(page, `${language}-${width}-list`);

      // The dialog: a name from the filters, the mails, what is saved.
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').first().waitFor();
      // The dialog takes focus, not the name field: a phone's keyboard stays closed.
      // (It moves there as the dialog opens, a moment after its first render on a busy machine.)
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
      await shot(page, `${language}-${width}-dialog`);
      await dialog.getByRole('button', { name: words.saveButton, exact: true }).click();
      await page.getByText(words.saved).waitFor();
      // The toast slides in: shot once it has settled.
      await animationsDone(page);
      await shot(page, `${language}-${width}-saved-toast`);

      // The dashboard at the mail's manage link: scrolled to the section once it is loaded.
      await page.goto(`${suite.product.url}/dashboard#saved-searches`);
      const section = page.locator('#saved-searches');
      await section.getByRole('listitem').first().waitFor();
      await expect.poll(() => section.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
      await shot(page, `${language}-${width}-dashboard`);
      // Delete asks first.
      await section.getByRole('button', { name: words.remove, exact: true }).first().click();
      await section.locator('.bg-red-50').waitFor();
      await shot(page, `${language}-${width}-dashboard-delete-question`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await section.locator('.bg-red-50').waitFor({ state: 'detached' });

      // The unsubscribe page: asks first, then stops the mails.
      const newestSearch = async () =>
        ((await (await api(suite.product.url, '/saved-searches', { token: student.token })).json()) as TSavedSearches)
          .savedSearches[0];
      const newest = await newestSearch();
      expect(newest.frequency).toBe('daily');
      await page.goto(`${suite.product.url}/alerts/unsubscribe/${links.token(newest._id)}`);
      const stop = page.getByRole('button', { name: words.stop });
      await stop.waitFor();
      await shot(page, `${language}-${width}-unsubscribe-ask`);
      // Opening the page changed nothing.
      expect((await newestSearch()).frequency).toBe('daily');
      await stop.click();
      await page.locator('a[href="/dashboard#saved-searches"]').waitFor();
      await shot(page, `${language}-${width}-unsubscribe-done`);
      expect((await newestSearch()).frequency).toBe('off');

      // Opened again: already off. A link the server did not sign: a clear message.
      await page.reload();
      await page.locator('a[href="/dashboard#saved-searches"]').waitFor();
      expect(await stop.count()).toBe(0);
      await shot(page, `${language}-${width}-unsubscribe-already-off`);
      await page.goto(`${suite.product.url}/alerts/unsubscribe/${newest._id}.not-signed`);
      await page.locator('h1').filter({ hasNotText: /^$/ }).waitFor();
      await page.locator('a[href="/dashboard#saved-searches"]').waitFor();
      await shot(page, `${language}-${width}-unsubscribe-invalid`);

      // The page's own address never leaves as a Referer (server/plugins/static-web.ts: no-referrer).
      expect(referers.length).toBeGreaterThan(0);
      expect(referers.filter(Boolean)).toEqual([]);
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      await context.close();
    }
  });
});
