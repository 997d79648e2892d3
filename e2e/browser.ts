import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { SERVER_RENDER_ID } from '#shared/server-render.js';

/** Headless, with no calls home (the machines have no network but the registries). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // One renderer process for all the test's pages (they are all one site): a new context otherwise
  // starts a process of its own, and starting processes is what this machine does slowest (about a
  // fifth of the CPU of opening a context and a page; docs/decisions/0049).
  '--renderer-process-limit=1',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A page the server rendered (docs/decisions/0048) shows its content before the app runs, and its
 * buttons answer only once the app has taken it over (<html data-app="started">, web/start-app.tsx). A test
 * acts as a person who waits that moment: every navigation of a page with JavaScript waits for it.
 */
export function waitForTakeOver(page: Page): Promise<unknown> {
  return page.waitForFunction(
    (id) => !document.getElementById(id) || document.documentElement.dataset.app === 'started',
    SERVER_RENDER_ID,
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

const waitedByTheTest = new WeakSet<Page>();

/**
 * The test waits for the take-over itself: under a paused clock (page.clock), the app's effects wait for
 * an animation frame that only the test can let pass.
 */
export function leaveTakeOverToTest(page: Page): void {
  waitedByTheTest.add(page);
}

function followTakeOver(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[Navigation]>;
    (page as unknown as Record<Navigation, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit' && !waitedByTheTest.has(page)) await waitForTakeOver(page);
      return response;
    };
  }
}

/** Debian's Chromium with CHROMIUM_FLAGS; its pages wait for the app to take a server-rendered page over. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', followTakeOver);
    return context;
  };
  // browser.newPage opens its page through browser.newContext: covered above.
  return browser;
}
