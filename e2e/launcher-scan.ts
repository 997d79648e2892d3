import type { Page } from 'playwright-core';
import { PHONE, settle } from './phone-pages.js';

// What the assistant's floating button covers, as a student would see it (e2e/nothing-covers.test.ts).

/** What a student can tap, as the test sees it. */
const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, label:has(input), [role=button], [role=link]';

type Scan = { isShown: boolean; covered: string[] };

/** At the present scroll: whether the button shows and which visible controls its box covers. */
export function scanLauncher(page: Page): Promise<Scan> {
  return page.evaluate((selector) => {
    const launcher = document.querySelector<HTMLElement>('[data-assistant="launcher"]');
    if (!launcher || launcher.dataset.aside === 'true') return { isShown: false, covered: [] };
    const box = launcher.getBoundingClientRect();
    const covered: string[] = [];
    for (const control of document.querySelectorAll(selector)) {
      if (launcher.contains(control)) continue;
      const own = control.getBoundingClientRect();
      const left = Math.max(own.left, box.left);
      const right = Math.min(own.right, box.right);
      const top = Math.max(own.top, box.top);
      const bottom = Math.min(own.bottom, box.bottom);
      if (left >= right || top >= bottom) continue;
      // Where the boxes overlap: the button on top, and right under it this control (not the header, a
      // dialog or anything else that hides the control anyway).
      const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!stack[0] || !launcher.contains(stack[0])) continue;
      const beneath = stack.find((element) => !launcher.contains(element));
      if (beneath && control.contains(beneath)) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        covered.push(`${control.tagName.toLowerCase()} "${name}"`);
      }
    }
    return { isShown: true, covered };
  }, CONTROLS);
}

export type Walk = { covered: string[]; shownAt: number; asideAt: number };

/**
 * Scrolls from the top to the bottom of the page, a quarter of a screen at a time, scanning at each stop:
 * what the button covered, and at how many stops it showed or stood aside.
 */
export async function scrollThrough(page: Page, route: string): Promise<Walk> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const covered: string[] = [];
  let shownAt = 0;
  let asideAt = 0;
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; ; y = Math.min(y + Math.round(PHONE.height / 4), height)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await settle(page);
    const scan = await scanLauncher(page);
    if (scan.isShown) shownAt += 1;
    else asideAt += 1;
    covered.push(...scan.covered.map((what) => `${route} at ${y} px: ${what}`));
    if (y >= height) break;
  }
  return { covered, shownAt, asideAt };
}
