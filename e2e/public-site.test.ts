import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { E2E_ADMIN, startProduct } from './product.js';
import { keepShot } from './shots.js';
import { registerStudent } from './students.js';
import { browserSuite } from './suite.js';

const SHOTS = '/tmp/shots';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A browser context that has already seen the splash and the intro video this session. */
async function seasonedContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('splashShown', '1');
      sessionStorage.setItem('introVideoShown', '1');
    } catch {
      // Frames without storage access (the /ai frame) have nothing to skip.
    }
  });
  return context;
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

async function shot(page: Page, name: string, fullPage = true, settleMs = 0) {
  await keepShot(page, `${SHOTS}/public-${name}.png`, { fullPage, settleMs });
}

describe('the public site in a real browser', () => {
  const suite = browserSuite({ mail: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
  });

  /** Registers a student through the API, the code from the SMTP server. */
  const register = (email: string) =>
    registerStudent(
      suite.product.url,
      {
        name: 'Kavya Iyer',
        email,
        currentCity: 'Bengaluru',
        pinCode: '560001',
        skills: ['JavaScript', 'React'],
        keywords: ['Web Development'],
        marketingConsent: false,
      },
      { sink: suite.sink, withResume: false },
    );

  for (const viewport of VIEWPORTS) {
    it(`shows the home page at once, with featured internships and the intro pop-up, at ${viewport.width} px`, async () => {
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      // Time runs as usual, and the test moves it on where the page would only wait (its timing is
      // widget-timing.test.ts's).
      await page.clock.install();
      const problems = collectProblems(page);
      const featured = (await (await fetch(`${suite.product.url}/api/jobs?limit=6`)).json()) as {
        jobs: { title: string }[];
      };
      expect(featured.jobs.length).toBe(6);

      // The server sends the home page with its content, so no splash covers it (docs/decisions/0048): the
      // splash shows only where a visit starts on a page the browser renders (widget-timing.test.ts).
      await page.goto(suite.product.url);
      const progress = page.getByRole('progressbar', { name: /Loading/ });
      expect(await progress.count()).toBe(0);

      const hero = page.getByRole('heading', { level: 1 });
      await hero.waitFor();
      await expect(hero.textContent()).resolves.toBe('Find Your Dream Internship For Free');
      for (const title of [
        'Everything you need to land your first internship',
        'More ways to grow your career',
        'Explore internships by domain',
        'Hand-picked opportunities',
        'What our students say',
        'Your journey in three steps',
        'Ready to start your internship journey?',
      ]) {
        await page.getByRole('heading', { level: 2, name: title }).waitFor();
      }
      const cards = page.getByRole('region', { name: 'Hand-picked opportunities' }).getByRole('article');
      await cards.first().waitFor();
      const shownTitles = await cards.getByRole('heading', { level: 3 }).allTextContents();
      expect(shownTitles).toEqual(featured.jobs.map((job) => job.title));

      // The intro pop-up: 5 s after arrival, closable with Escape.
      const dialog = page.getByRole('dialog', { name: /Welcome to/ });
      await page.clock.fastForward(5_000);
      await dialog.waitFor({ timeout: 10_000 });
      await shot(page, `intro-${viewport.width}`, false, 600);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await shot(page, `home-${viewport.width}`);

      // Once per session: a reload shows neither the splash nor the pop-up again.
      await page.reload();
      await hero.waitFor();
      await expect(progress.count()).resolves.toBe(0);
      await page.clock.fastForward(5_500);
      await page.waitForTimeout(300);
      await expect(dialog.count()).resolves.toBe(0);

      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("shows a logged-in student 'Recommended for you' with the reasons", async () => {
    const { token, user } = await register('kavya@example.com');
    const context = await seasonedContext(suite.browser, { width: 1280, height: 800 });
    await context.addInitScript(
      ([storedToken, storedUser]) => {
        localStorage.setItem('token', storedToken);
        localStorage.setItem('userType', 'user');
        localStorage.setItem('userData', storedUser);
      },
      [token, JSON.stringify(user)],
    );
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(suite.product.url);
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await recommended.getByRole('article').first().waitFor();
    await expect(recommended.getByText(/Why it fits you/).count()).resolves.toBeGreaterThan(0);
    await recommended.scrollIntoViewIfNeeded();
    await shot(page, 'home-recommended-1280', false);
    await page.getByRole('heading', { level: 2, name: 'Hand-picked opportunities' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps still under prefers-reduced-motion', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    // The splash still runs (docs/spec/admin-side.md §2), without its decorative motion, where a visit starts
    // on a page the browser renders.
    await page.goto(`${suite.product.url}/about`);
    await page.getByRole('progressbar', { name: /Loading/ }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(suite.product.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const carousel = page.getByRole('region', { name: 'What our students say' });
    await expect(carousel.getByRole('button', { name: /automatic slide show/ }).count()).resolves.toBe(0);
    // Past the 4 s a slide would have moved on after.
    await page.clock.fastForward(4_500);
    await page.waitForTimeout(300);
    await expect(carousel.getByRole('group').getAttribute('aria-label')).resolves.toBe('1 of 5');
    // The intro shows the three steps side by side instead of animating them.
    const dialog = page.getByRole('dialog', { name: /Welcome to/ });
    await page.clock.fastForward(1_000);
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByText('Discover Internships').waitFor();
    await shot(page, 'intro-reduced-motion-390', false);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the filtered internship list from a popular domain', async () => {
    const context = await seasonedContext(suite.browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(suite.product.url);
    await page
      .getByRole('region', { name: 'Explore internships by domain' })
      .getByRole('link', { name: /Design/ })
      .click();
    await page.waitForURL('**/internships?domain=Design');
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`answers a resume question in the assistant at ${viewport.width} px`, async () => {
      const context = await seasonedContext(suite.browser, viewport);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`${suite.product.url}/about`);
      await page.getByRole('button', { name: 'Open chat assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'Career Assistant' });
      const input = panel.getByRole('textbox', { name: 'Type your message' });
      await input.waitFor();
      await shot(page, `assistant-open-${viewport.width}`, false);

      await input.press('Enter'); // empty: ignored
      await input.fill('How do I upload my resume?');
      await input.press('Enter');
      await panel.getByText('Assistant is typing…').waitFor();
      await shot(page, `assistant-typing-${viewport.width}`, false);
      await panel.getByText(/PDF files only, with a maximum size of 10 MB/).waitFor({ timeout: 5000 });
      await expect(panel.getByText('How do I upload my resume?').count()).resolves.toBe(1);
      await shot(page, `assistant-reply-${viewport.width}`, false);

      await panel.getByRole('button', { name: 'Minimise chat' }).click();
      await page.getByRole('button', { name: /conversation in progress/ }).click();
      await panel.getByText(/PDF files only/).waitFor();
      await panel.getByRole('button', { name: 'Close chat' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`renders /about, /terms, /privacy and /maintenance at ${viewport.width} px`, async () => {
      const context = await seasonedContext(suite.browser, viewport);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const pages = [
        { path: '/about', heading: 'About InternConnect' },
        { path: '/terms', heading: 'Terms of Use and Privacy Policy' },
        { path: '/privacy', heading: 'Terms of Use and Privacy Policy' },
        { path: '/maintenance', heading: 'AI Assistant Under Maintenance' },
      ];
      for (const { path, heading } of pages) {
        await page.goto(`${suite.product.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, `${path.slice(1)}-${viewport.width}`);
      }
      await page.goto(`${suite.product.url}/about`);
      await page.getByRole('link', { name: 'Explore Platform' }).click();
      await page.waitForURL(`${suite.product.url}/`);
      await page.goto(`${suite.product.url}/terms`);
      await page
        .getByRole('region', { name: /Data transparency/ })
        .getByText(/within 7 working days/)
        .waitFor();
      await page.getByText('support@internconnect.example.com').last().waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('shows the full-screen AI page with a way back', async () => {
    const context = await seasonedContext(suite.browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/ai`);
    await page.getByRole('heading', { level: 1, name: 'AI Assistant' }).waitFor();
    await expect(page.locator('iframe[title="AI Assistant"]').count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Back to site' }).click();
    await page.waitForURL(`${suite.product.url}/`);
    await context.close();
  });
});

describe('site-wide maintenance mode in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'e2e-maintenance-'));
    const databaseFile = join(dir, 'app.db');
    product = await startProduct({ DATABASE_URL: `file:${databaseFile}` });
    // There is no settings page yet: flip the switch in the database; the server reads settings per request.
    const database = new Database(databaseFile);
    database.prepare('UPDATE settings SET maintenance_mode = 1').run();
    database.close();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const viewport of VIEWPORTS) {
    it(`shows students the maintenance page, while /admin/login still works, at ${viewport.width} px`, async () => {
      context = await seasonedContext(browser, viewport);
      const page = await context.newPage();
      for (const path of ['/', '/internships', '/about']) {
        await page.goto(`${product.url}${path}`);
        await page.getByRole('heading', { level: 1, name: "We'll be back soon" }).waitFor();
      }
      await expect(page.getByRole('heading', { name: 'Find Your Dream Internship For Free' }).count()).resolves.toBe(0);
      await shot(page, `site-maintenance-${viewport.width}`);

      await page.getByRole('link', { name: 'Administrator sign-in' }).click();
      await page.getByLabel('Username').fill(E2E_ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: /sign in|log in|login/i }).click();
      await page.waitForURL(/\/admin$/);

      // A signed-in administrator sees the site, as the server still answers them.
      await page.goto(product.url);
      await page.getByRole('heading', { level: 1, name: 'Find Your Dream Internship For Free' }).waitFor();
      await context.close();
    });
  }
});
