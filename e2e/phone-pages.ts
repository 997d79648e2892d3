import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Language } from '#shared/languages.js';
import { keepShot } from './shots.js';
import type { Student } from './students.js';

// Shared by the browser tests of issue 20's phone path (nothing covers, time zones, accessibility).

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export const SHOTS = '/tmp/shots/nothing-covers';

export type PageOptions = {
  viewport: { width: number; height: number };
  /** Signed in as this student (the session keys of docs/spec/student-side.md §3). */
  student?: Student;
  /** The pages' language, as the language switcher stores it. */
  language?: Language;
  /** The phone's time zone, e.g. 'America/New_York'. */
  timezoneId?: string;
};

/** A page in a fresh context past the once-per-session splash screen, with `options`. */
export async function openPhonePage(
  browser: Browser,
  { viewport, student, language, timezoneId }: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...(timezoneId ? { timezoneId } : {}) });
  await context.addInitScript(
    ({ session, chosen }) => {
      sessionStorage.setItem('splashShown', '1');
      if (chosen) localStorage.setItem('language', chosen);
      if (!session || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', session.token);
      localStorage.setItem('userType', 'user');
      localStorage.setItem('userData', JSON.stringify(session.user));
    },
    { session: student ? { token: student.token, user: student.user } : null, chosen: language ?? null },
  );
  return { context, page: await context.newPage() };
}

/** A screenshot of the screen as the student sees it, in /tmp/shots/nothing-covers. */
export async function shootScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await keepShot(page, `${SHOTS}/${name}.png`);
}

/**
 * Two animation frames, then the assistant button's fade: what a scroll or a focus change moves has been
 * drawn and has come to rest.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const launcher = document.querySelector('[data-assistant="launcher"]');
    await Promise.all(launcher?.getAnimations().map((animation) => animation.finished.catch(() => undefined)) ?? []);
  });
}

/** Opens the internship filters: inline on a wide screen ('Apply Filters'), a bottom sheet on a phone ('Show 12 internships'). */
export async function openFilters(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Filters/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Apply Filters$|^Show .*internships?$/ })
    .first()
    .waitFor();
}

/** Each language of the product with a phone locale that asks for it. */
export const LANGUAGE_LOCALES = [
  ['en', 'en-IN'],
  ['kn', 'kn-IN'],
  ['hi', 'hi-IN'],
] as const;
