import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './suite.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page (injected through the debugger protocol, which the page's CSP does not govern). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as Violation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('accessibility of every public route (axe-core)', () => {
  const suite = browserSuite();
  let jobId: string;

  beforeAll(async () => {
    const list = (await (await fetch(`${suite.product.url}/api/jobs?limit=1`)).json()) as { jobs: { _id: string }[] };
    jobId = list.jobs[0]._id;
  });

  const routes = () => [
    '/',
    '/about',
    '/terms',
    '/privacy',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789',
    '/internships',
    '/internships?search=developer&location=Bengaluru',
    `/internships/${jobId}`,
    '/maintenance',
    '/no/such/page',
    '/admin/login',
  ];

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    it(`has no serious or critical violation at ${width} px`, async () => {
      const context = await suite.browser.newContext({ viewport: { width, height } });
      // The splash shows once per browser session; these checks look at the pages themselves.
      await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of routes()) {
        await page.goto(`${suite.product.url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(150);
        found.push(...describeViolations(await seriousViolations(page)).map((text) => `${route}: ${text}`));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
