import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from './api.js';
import { E2E_ADMIN } from './product.js';
import { keepShot } from './shots.js';
import type { Student } from './students.js';

// Shared by the internship, apply and global-jobs browser tests.

export const SHOTS = '/tmp/shots';
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** A screenshot in /tmp/shots; fails when the page scrolls sideways (something is wider than the screen). */
export async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) throw new Error(`${name}: the page is ${scrollWidth} px wide in ${clientWidth} px`);
  await keepShot(page, `${SHOTS}/${name}.png`, { fullPage });
}

/**
 * A page in a fresh context, past the once-per-session splash screen (docs/spec/admin-side.md §2), optionally signed in
 * as `student` (the session keys of docs/spec/student-side.md §3; set once per tab, so a logout sticks).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  student?: Student,
  /** The phone's languages (a first visit follows them), e.g. 'kn-IN'. */
  locale?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...(locale ? { locale } : {}) });
  await context.addInitScript(
    (session) => {
      sessionStorage.setItem('splashShown', '1');
      if (!session || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', session.token);
      localStorage.setItem('userType', 'user');
      localStorage.setItem('userData', JSON.stringify(session.user));
    },
    student ? { token: student.token, user: student.user } : null,
  );
  return { context, page: await context.newPage() };
}

export async function adminToken(base: string): Promise<string> {
  const response = await api(base, '/admin/login', { body: E2E_ADMIN });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The ids of internships the public list does not show (inactive or expired), via the admin API. */
export async function findClosedInternshipId(base: string): Promise<string> {
  const token = await adminToken(base);
  const response = await api(base, '/admin/jobs?limit=200', { token });
  const { jobs } = (await response.json()) as {
    jobs: { _id: string; isActive: boolean; expiryDate: string | null }[];
  };
  const closed = jobs.find((job) => !job.isActive);
  if (!closed) throw new Error('No closed internship in the demo data');
  return closed._id;
}

/** Collects script errors and console errors of a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}
