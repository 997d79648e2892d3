import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.js';
import { LAUNCHER_GAP_PX } from '#web/features/assistant/utils/launcher-clearance.js';
import { inLanguage } from './catalog-words.js';
import { scanLauncher, scrollThrough } from './launcher-scan.js';
import { openFilters, openPhonePage, PHONE, settle, shootScreen } from './phone-pages.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

// Issue 20 (phone path): on a 390 px phone the assistant's floating button never sits on a button, a link
// or a form control, whichever route and wherever the page is scrolled, and steps aside while a field has
// the keyboard up.

describe('nothing under the assistant button on a phone', () => {
  const suite = browserSuite({ mail: true });
  let student: Student;
  let jobId: string;

  beforeAll(async () => {
    const list = (await (await fetch(`${suite.product.url}/api/jobs?limit=1`)).json()) as { jobs: { _id: string }[] };
    jobId = list.jobs[0]._id;
    student = await registerStudent(
      suite.product.url,
      { name: 'Ananya Shetty', email: 'ananya.covers@example.com' },
      { sink: suite.sink },
    );
    // One application, so the dashboard lists one with its 'Applied' date.
    await fetch(`${suite.product.url}/api/jobs/${jobId}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ coverLetter: '' }),
    });
  });

  /** Each route, signed in or not, and what to do there first; `isCovered`: a modal sheet covers the button. */
  const visits = (): {
    route: string;
    signedIn: boolean;
    prepare?: (page: Page) => Promise<void>;
    isCovered?: boolean;
  }[] => [
    { route: '/', signedIn: false },
    { route: '/internships', signedIn: false },
    { route: '/internships', signedIn: true, prepare: openFilters, isCovered: true },
    { route: `/internships/${jobId}`, signedIn: false },
    { route: `/internships/${jobId}`, signedIn: true },
    { route: '/global-jobs', signedIn: true },
    { route: '/dashboard', signedIn: true },
    { route: '/dashboard', signedIn: true, prepare: editProfile },
    { route: '/about', signedIn: false },
    { route: '/login', signedIn: false },
    { route: '/register', signedIn: false },
  ];

  it('covers no control on any route at 390 px, scrolled from top to bottom', async () => {
    const covered: string[] = [];
    const neverShown: string[] = [];
    let asideAt = 0;
    for (const { route, signedIn, prepare, isCovered } of visits()) {
      const { context, page } = await openPhonePage(suite.browser, {
        viewport: PHONE,
        student: signedIn ? student : undefined,
      });
      await page.goto(`${suite.product.url}${route}`, { waitUntil: 'networkidle' });
      await page.locator('[data-assistant="launcher"]').waitFor();
      await prepare?.(page);
      const name = `${route}${signedIn ? ' (signed in)' : ''}${prepare ? ` (${prepare.name})` : ''}`;
      const scan = await scrollThrough(page, name);
      // The page's end, where the button rests last.
      await shootScreen(page, `end-of-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-390`);
      covered.push(...scan.covered);
      if (scan.shownAt === 0 && !isCovered) neverShown.push(route);
      asideAt += scan.asideAt;
      await context.close();
    }
    expect(covered).toEqual([]);
    // Stepping aside is for the moments something is under it, not for good.
    expect(neverShown).toEqual([]);
    // And the walk did meet controls where the button stands (the cards' buttons, the forms').
    expect(asideAt).toBeGreaterThan(0);
  });

  for (const language of ['en', 'kn', 'hi'] satisfies Language[]) {
    it(`shows the dashboard, the filters and the profile's files clear of the button in ${language}`, async () => {
      const say = (source: string) => inLanguage(language, source);
      const { context, page } = await openPhonePage(suite.browser, { viewport: PHONE, student, language });
      const covered: string[] = [];
      /** The screen with `target` just above the button's place, and with it right under it. */
      const shootAround = async (name: string, target: ReturnType<Page['locator']>) => {
        for (const where of ['above', 'under'] as const) {
          await scrollNear(page, target, where);
          covered.push(...(await scanLauncher(page)).covered.map((what) => `${name} ${where}: ${what}`));
          await shootScreen(page, `${name}-${where}-390-${language}`);
        }
      };

      await page.goto(`${suite.product.url}/dashboard`, { waitUntil: 'networkidle' });
      await shootAround('dashboard-applied-on', page.locator('main li time[datetime]').first());
      await page.getByRole('button', { name: say('Edit Profile') }).click();
      await shootAround('profile-edit-files', page.getByText(say('Choose image')).first());

      await page.goto(`${suite.product.url}/internships`, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: say('Filters') })
        .first()
        .click();
      // On a phone the filters open as a bottom sheet; its Apply button reads 'Show 12 internships'.
      const apply = page.getByRole('dialog').locator('button[type=submit]');
      await apply.waitFor();
      // The sheet rises into place: read where its button is once it has arrived.
      await page
        .getByRole('dialog')
        .evaluate((sheet) =>
          Promise.all(sheet.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
      await settle(page);
      // The sheet covers the bottom of the screen, the button with it: its Apply Filters is in reach.
      expect(
        await apply.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && button.contains(top);
        }),
      ).toBe(true);
      covered.push(...(await scanLauncher(page)).covered);
      await shootScreen(page, `internships-filters-390-${language}`);
      await context.close();
      expect(covered).toEqual([]);
    });
  }

  it('steps aside while a field has the keyboard up, and comes back after', async () => {
    const { context, page } = await openPhonePage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.product.url}/login`, { waitUntil: 'networkidle' });
    const launcher = page.locator('[data-assistant="launcher"]');
    await settle(page);
    expect(await launcher.getAttribute('data-aside')).toBe('false');
    await page.getByLabel('Email Address').focus();
    await settle(page);
    expect(await launcher.getAttribute('data-aside')).toBe('true');
    // Faded out and not tappable: a tap there reaches the page.
    expect(await launcher.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
    await shootScreen(page, 'login-field-focused-390');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settle(page);
    expect(await launcher.getAttribute('data-aside')).toBe('false');
    await context.close();
  });

  it('sits above a bar docked to the bottom of the screen (data-bottom-bar)', async () => {
    const { context, page } = await openPhonePage(suite.browser, { viewport: PHONE });
    await page.goto(`${suite.product.url}/about`, { waitUntil: 'networkidle' });
    const launcher = page.locator('[data-assistant="launcher"]');
    await settle(page);
    const before = await launcher.boundingBox();
    expect(PHONE.height - ((before?.y ?? 0) + (before?.height ?? 0))).toBe(LAUNCHER_GAP_PX);
    // The convention a page with a bottom bar follows (the internship's Apply bar on a phone).
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.dataset.bottomBar = '';
      bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:72px;background:#fff';
      document.body.append(bar);
    });
    // A change of the page is read once its burst has passed (use-launcher-placement.ts): wait for it.
    await expect
      .poll(async () => {
        const after = await launcher.boundingBox();
        return (after?.y ?? 0) + (after?.height ?? 0);
      })
      .toBeLessThanOrEqual(PHONE.height - 72 - 8);
    await context.close();
  });
});

async function editProfile(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // The resume's button reads 'Replace' once there is one, 'Choose PDF' before; the picture's 'Choose image'.
  await page.getByText('Choose image').first().waitFor();
}

/**
 * Scrolls so `target` sits just above where the button rests ('above'), or right under it ('under'),
 * then lets the button settle.
 */
async function scrollNear(page: Page, target: ReturnType<Page['locator']>, where: 'above' | 'under') {
  await target.evaluate(
    (element, { where, gap }) => {
      const box = element.getBoundingClientRect();
      const launcher = document.querySelector('[data-assistant="launcher"]') as HTMLElement;
      const launcherTop = window.innerHeight - gap - launcher.offsetHeight;
      const wanted =
        where === 'above' ? launcherTop - 8 - box.height : launcherTop + launcher.offsetHeight / 2 - box.height / 2;
      window.scrollTo({ top: window.scrollY + box.top - wanted, behavior: 'instant' });
    },
    { where, gap: LAUNCHER_GAP_PX },
  );
  await settle(page);
}
