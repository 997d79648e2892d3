import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_VIEWPORTS,
  type AdminSession,
  adminPage,
  adminSession,
  applyTo,
  createApi,
  createStudent,
  firstInternships,
  pageErrors,
  shoot,
} from './admin-kit.js';
import { launchBrowser } from './browser.js';
import { startProduct } from './product.js';

// Every admin screen at phone and desktop width: it renders, nothing scrolls sideways, and a
// screenshot lands in /tmp/shots/admin-screen-*.png for a person to look at.
const SCREENS = [
  { path: '/admin', ready: 'Quick Actions', name: 'dashboard' },
  { path: '/admin/jobs', ready: 'Page 1 of 4', name: 'internships' },
  { path: '/admin/global', ready: /Showing \d+ of \d+ global jobs/, name: 'global-jobs' },
  { path: '/admin/applications', ready: 'Filter by email status', name: 'applications' },
  { path: '/admin/users', ready: 'Page 1 of 1', name: 'users' },
  { path: '/admin/analytics', ready: 'Monthly Registrations (last 6 months)', name: 'analytics' },
  { path: '/admin/settings', ready: 'Platform name', name: 'settings' },
] as const;

describe('every admin screen at 390 and 1280 px', () => {
  let browser: Browser;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let session: AdminSession;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const api = createApi(product.url);
    session = await adminSession(api);
    const jobs = await firstInternships(api, 3);
    const student = await createStudent(api, product.url, { name: 'Meera Iyer', email: 'meera@example.com' });
    for (const job of jobs) await applyTo(api, student, job._id, 'Hello');
    const applications = (await (await api('/admin/applications', { token: session.token })).json()) as {
      _id: string;
    }[];
    for (const [index, status] of ['Accepted', 'Rejected'].entries()) {
      await api(`/admin/applications/${applications[index]._id}/status`, {
        method: 'PUT',
        body: { status },
        token: session.token,
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await product?.cleanup();
  });

  for (const viewport of ADMIN_VIEWPORTS) {
    it(`renders each screen at ${viewport.width} px`, async () => {
      const page = await adminPage(browser, session, viewport);
      for (const screen of SCREENS) {
        await page.goto(`${product.url}${screen.path}`);
        await page.getByText(screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), screen.path).toBeLessThanOrEqual(
          viewport.width,
        );
        await shoot(page, `screen-${screen.name}-${viewport.name}`);
      }
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Admin navigation' }).waitFor();
        await shoot(page, 'screen-drawer-phone', false);
      }
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
