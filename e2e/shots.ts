import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';

/** Whether this run saves pictures (E2E_SHOTS set). */
export const SHOTS_WANTED = Boolean(process.env.E2E_SHOTS);

/**
 * Pictures of the screens for a person to look at, under /tmp/shots: taken when E2E_SHOTS is set
 * (`E2E_SHOTS=1 npm run test:e2e`). No test reads them, and encoding them cost CI minutes of its two
 * cores, so a run without E2E_SHOTS checks everything else the same way and saves no picture.
 */
export async function keepShot(
  page: Page,
  path: string,
  { fullPage = false, settleMs = 0 }: { fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  if (!SHOTS_WANTED) return;
  // Toasts and transitions settle for the picture; a run without pictures does not wait for them.
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  mkdirSync(dirname(path), { recursive: true });
  // A whole page's picture shows the parts the browser renders only near the screen (web/styles.css,
  // .render-when-near), which it would leave blank below the window.
  const style = fullPage ? '.render-when-near { content-visibility: visible; }' : undefined;
  await page.screenshot({ path, fullPage, style });
}
