import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepShot, SHOTS_WANTED } from './shots.js';

// Shared by the student account browser tests (register, recovery, validation).

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const SHOTS = '/tmp/shots/auth';
mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot in /tmp/shots/auth, after toasts and transitions settle. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return; // no picture: nothing to settle or scroll for
  await page.waitForTimeout(350);
  // A sticky header drawn mid-page in a full-page capture would hide content: capture from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

/** The text of the toast (sonner) that contains `text`, waited for. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** An inline alert (role=alert) with exactly `text`. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
  expect(await page.getByRole('alert').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]')) {
      button.click();
    }
  });
}
