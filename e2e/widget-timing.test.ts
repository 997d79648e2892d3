import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { leaveTakeOverToTest } from './browser.js';
import { browserSuite } from './suite.js';

/** The public widgets' timing (docs/spec/admin-side.md §2, docs/spec/student-side.md §2, §9) under a controlled clock (Playwright's page.clock). */
describe('widget timing with a controllable clock', () => {
  const suite = browserSuite();

  async function freshPage(flags: Record<string, string> = {}): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((set) => {
      for (const [key, value] of Object.entries(set)) sessionStorage.setItem(key, value);
    }, flags);
    const page = await context.newPage();
    leaveTakeOverToTest(page);
    // Time stands still until a test moves it on.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+05:30'));
    return page;
  }
  /**
   * Let React commit and run its effects (they schedule the next timers) before the clock moves on.
   * React schedules through MessageChannel, which the fake clock leaves alone; a few round trips suffice.
   */
  const settle = async (page: Page) => {
    for (let i = 0; i < 3; i++) {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(null);
            channel.port2.postMessage(0);
          }),
      );
    }
  };
  /**
   * Wait for `locator` while letting the paused clock creep on: a page's code loads on demand, and
   * React reveals suspended content on a timer (at least 300 ms after its fallback), which a paused
   * clock never fires. Steps of 50 ms keep the widgets' own timers within a step of exact.
   */
  const waitWithClock = async (page: Page, locator: Locator) => {
    for (let i = 0; i < 200 && !(await locator.isVisible()); i++) {
      await page.clock.runFor(50);
      await settle(page);
      await page.waitForTimeout(50);
    }
    await locator.waitFor();
  };
  /** The app takes a server-rendered page over (e2e/browser.ts) while the paused clock creeps on. */
  const takeOver = async (page: Page) => {
    const over = () =>
      page.evaluate(
        (id) => !document.getElementById(id) || document.documentElement.dataset.app === 'started',
        SERVER_RENDER_ID,
      );
    for (let i = 0; i < 200 && !(await over()); i++) {
      await page.clock.runFor(50);
      await settle(page);
      await page.waitForTimeout(50);
    }
    expect(await over()).toBe(true);
  };
  const homeHeading = (page: Page) => page.getByRole('heading', { name: /Find Your Dream Internship/ });
  const progress = (page: Page) => page.getByRole('progressbar').getAttribute('aria-valuenow');

  it('runs the splash at 3 points per 30 ms with its labels, leaves 800 ms after 100, and only once a session', async () => {
    const page = await freshPage();
    // A visit that starts on a page the browser renders (the server's pages show their content at once and
    // have no splash: docs/decisions/0048).
    await page.goto(`${suite.product.url}/about`);
    await takeOver(page);
    await page.getByRole('progressbar').waitFor();
    expect(await progress(page)).toBe('0');
    await page.getByText('Initializing').waitFor();
    await page.clock.runFor(300);
    expect(await progress(page)).toBe('30');
    await page.getByText('Loading Resources').waitFor();
    await page.clock.runFor(300);
    expect(await progress(page)).toBe('60');
    await page.getByText('Finalizing').waitFor();
    await page.clock.runFor(300);
    await page.getByText('Almost Ready').waitFor();
    // 34 steps of 30 ms: 99 at 990 ms, then 100.
    await page.clock.runFor(90);
    expect(await progress(page)).toBe('99');
    await page.clock.runFor(30);
    expect(await progress(page)).toBe('100');
    await settle(page);
    await page.clock.runFor(700);
    expect(await page.getByRole('progressbar').count()).toBe(1);
    await page.clock.runFor(150);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await waitWithClock(page, page.getByRole('heading', { level: 1 }));

    await page.goto(suite.product.url);
    await takeOver(page);
    await waitWithClock(page, homeHeading(page));
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('opens the intro pop-up after 5 s, once, and closes it with Escape', async () => {
    const page = await freshPage({ splashShown: '1' });
    await page.goto(suite.product.url);
    await takeOver(page);
    await waitWithClock(page, homeHeading(page));
    await page.clock.runFor(4_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(600);
    // The pop-up's code was fetched during the wait; React shows it on its next scheduled tick.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.getByRole('dialog').count();
      })
      .toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await takeOver(page);
    await waitWithClock(page, homeHeading(page));
    await page.clock.runFor(6_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('advances the testimonials every 4 s, pauses on manual use, and resumes after 10 s', async () => {
    const page = await freshPage({ splashShown: '1', introVideoShown: '1' });
    await page.goto(suite.product.url);
    await takeOver(page);
    const current = async () =>
      page.locator('button[aria-current="true"][aria-label^="Show slide"]').getAttribute('aria-label');
    await waitWithClock(page, page.getByRole('button', { name: 'Show slide 1' }));
    expect(await current()).toBe('Show slide 1');
    await page.clock.runFor(4_000);
    expect(await current()).toBe('Show slide 2');
    await page.clock.runFor(4_000);
    expect(await current()).toBe('Show slide 3');

    await page.getByRole('button', { name: 'Show slide 5' }).click();
    // Hover and keyboard focus hold the carousel still (WCAG 2.2.2); leave it alone.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await current()).toBe('Show slide 5');
    await page.clock.runFor(9_000);
    expect(await current()).toBe('Show slide 5');
    await page.clock.runFor(1_100);
    await settle(page);
    // Resumed: the next slide comes 4 s later.
    await page.clock.runFor(4_100);
    expect(await current()).toBe('Show slide 1');
  });

  it('answers the assistant after 1 to 2 s, ignores empty input, and sends with Enter', async () => {
    const page = await freshPage({ splashShown: '1', introVideoShown: '1' });
    await page.goto(suite.product.url);
    await takeOver(page);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    // The panel's code loads on first open and it animates in: let a little time pass until it shows.
    for (let i = 0; i < 40 && !(await log.isVisible()); i++) {
      await page.clock.runFor(50);
      await settle(page);
      await page.waitForTimeout(50);
    }
    await log.waitFor();
    const input = page.getByRole('dialog').getByRole('textbox');
    const before = (await log.textContent()) ?? '';
    await input.press('Enter');
    expect((await log.textContent()) ?? '').toBe(before);
    await input.fill('What format should my resume be?');
    await input.press('Enter');
    await log.getByText('What format should my resume be?').waitFor();
    await page.getByRole('dialog').getByRole('status').waitFor();
    await settle(page);
    await page.clock.runFor(900);
    expect(await log.getByText(/10 ?MB/).count()).toBe(0);
    await page.clock.runFor(1_200);
    await log
      .getByText(/10 ?MB/)
      .first()
      .waitFor();
  });
});
