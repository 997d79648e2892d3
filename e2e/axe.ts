import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in a page, for the accessibility tests and any test that checks what it shows.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical findings in the page, or in the part `selector` matches (injected
 * through the debugger protocol, which the page's CSP does not govern).
 */
export async function seriousViolations(page: Page, selector?: string): Promise<Violation[]> {
  // What a person reads is the screen at rest: a toast still fading in has no contrast to judge yet.
  await animationsDone(page);
  // Once per document: parsing axe's half a megabyte again costs a quarter of a second each time.
  // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
  if (!(await page.evaluate(() => 'axe' in (window as any)))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (include) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    const axe = (window as any).axe;
    const result = await axe.run(include ? { include: [[include]] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, selector ?? null)) as Violation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Until every finite animation and transition of the page has ended (a spinner's endless turn does not count). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
