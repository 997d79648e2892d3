import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Headless, with no calls home (the machines have no network but the registries). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with CHROMIUM_FLAGS. */
export function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS,
  });
}
