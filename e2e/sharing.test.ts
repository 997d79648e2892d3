import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.js';
import { openPage, SHOTS, shot as shoot, watchProblems } from './discovery-helpers.js';
import { DESKTOP, LANGUAGE_LOCALES, PHONE } from './phone-pages.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string; company: string }[] };

/** What the screen shows, in /tmp/shots/sharing. */
async function shot(page: Page, name: string) {
  mkdirSync(`${SHOTS}/sharing`, { recursive: true });
  await shoot(page, `sharing/${name}`, false);
}

// Issue 21, item 4: what a link preview reads without JavaScript, and the Share actions on the detail page.
describe('sharing an internship (issue 21)', () => {
  const suite = browserSuite();
  let job: ListAnswer['jobs'][number];

  beforeAll(async () => {
    const listed = ((await (await api(suite.product.url, '/jobs?limit=12')).json()) as ListAnswer).jobs;
    job = listed[0] as ListAnswer['jobs'][number];
  });

  it("gives a crawler the listing's tags and JSON-LD in the first HTML, the sitemap and robots.txt", async () => {
    const response = await fetch(`${suite.product.url}/internships/${job._id}`, {
      headers: { 'user-agent': 'WhatsApp/2.23.20.0', 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const attribute = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(attribute('og:title')).toContain(job.company.replaceAll('&', '&amp;'));
    expect(attribute('og:url')).toMatch(new RegExp(`^https?://[^/]+/internships/${job._id}$`));
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'JobPosting', title: job.title, directApply: true });

    const robots = await (await fetch(`${suite.product.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await fetch(`${suite.product.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/internships/${job._id}</loc>`);
  });

  it("shares through the phone's share sheet where there is one, and on WhatsApp, at 390 px", async () => {
    const { context, page } = await openPage(suite.browser, PHONE);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    const problems = watchProblems(page);
    await page.goto(`${suite.product.url}/internships/${job._id}?page=2`);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.scrollIntoViewIfNeeded();
    for (const action of [share, page.getByRole('link', { name: /Share on WhatsApp/ })]) {
      const box = await action.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    // By keyboard.
    await share.focus();
    await page.keyboard.press('Enter');
    const url = `${suite.product.url}/internships/${job._id}`;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: job.title, text: `${job.title} at ${job.company}`, url });
    const whatsApp = page.getByRole('link', { name: /Share on WhatsApp/ });
    expect(await whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${job.title} at ${job.company}: ${url}`)}`,
    );
    expect(await whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies the link with a toast where there is no share sheet, at 1280 px', async () => {
    const { context, page } = await openPage(suite.browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(`${suite.product.url}/internships/${job._id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${suite.product.url}/internships/${job._id}`,
    );
    await context.close();
  });

  for (const [language, locale] of LANGUAGE_LOCALES) {
    it(`shows the Share actions in ${language} at 390 and 1280 px`, async () => {
      const { context, page } = await openPage(suite.browser, PHONE, undefined, locale);
      const problems = watchProblems(page);
      await page.goto(`${suite.product.url}/internships/${job._id}`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      const whatsApp = page.locator('a[href^="https://wa.me/"]');
      await whatsApp.waitFor();
      // Above the phone's Apply bar, as a student scrolling down sees it.
      await whatsApp.evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await shot(page, `${language}-390-detail`);
      await page.setViewportSize(DESKTOP);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${language}-1280-detail`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
