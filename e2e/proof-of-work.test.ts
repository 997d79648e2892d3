import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepShot } from './shots.js';
import { expectToast, VIEWPORTS } from './student-auth-kit.js';
import { registerStudent } from './students.js';
import { browserSuite } from './suite.js';

// Issue: robustness — above the free counts, a busy form asks the browser for a proof of work, which
// it solves without a click, in a worker, showing progress, and the request goes through. The counts
// are set in the database as 1,200 forms from this address in the last minutes would have left them
// (level 4: a few seconds of work, long enough to be seen).
describe('a busy form in a real browser', () => {
  const suite = browserSuite({ mail: true });

  beforeAll(async () => {
    // The students exist before the address gets busy (registering is a guarded form too).
    for (const { name } of VIEWPORTS)
      await registerStudent(
        suite.product.url,
        {
          name: 'Meera Nair',
          email: `busy.${name}@example.com`,
          password: 'busy-password-1',
        },
        { sink: suite.sink, withResume: false },
      );
  });

  function makeThisAddressBusy() {
    const db = new Database(suite.product.databaseFile);
    try {
      db.prepare(
        `insert into rate_limits (key, count, reset_at) values ('form:ip:127.0.0.1', 1200, ?)
         on conflict (key) do update set count = 1200, reset_at = excluded.reset_at`,
      ).run(new Date(Date.now() + 10 * 60_000).toISOString());
    } finally {
      db.close();
    }
  }

  it.each(VIEWPORTS)('signs in through the check, with its progress shown and no click ($name)', async (viewport) => {
    const email = `busy.${viewport.name}@example.com`;
    makeThisAddressBusy();
    const context = await suite.browser.newContext({ viewport });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('428')) problems.push(message.text());
    });
    await page.goto(`${suite.product.url}/login`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password/).fill('busy-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const status = page.getByRole('status').filter({ hasText: 'short check' });
    await status.waitFor();
    const bar = status.getByRole('progressbar', { name: 'Check progress' });
    await expect(bar.getAttribute('aria-valuemin')).resolves.toBe('0');
    // At once: the check takes a second or two on this machine.
    await keepShot(page, `/tmp/shots/auth/proof-of-work-login-${viewport.name}.png`);

    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expect(status.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
