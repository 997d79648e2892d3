import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_VIEWPORTS,
  adminPage,
  adminSuite,
  applyTo,
  createStudent,
  firstInternships,
  pageErrors,
  shoot,
} from './admin-kit.js';

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
  { path: '/admin/reports', ready: 'No holidays listed.', name: 'reports' },
  { path: '/admin/audit', ready: 'Accepted', name: 'audit' },
] as const;

describe('every admin screen at 390 and 1280 px', () => {
  const suite = adminSuite();

  beforeAll(async () => {
    const jobs = await firstInternships(suite.api, 3);
    const student = await createStudent(suite.product.url, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
    });
    for (const job of jobs) await applyTo(suite.api, student, job._id, 'Hello');
    const applications = (await (await suite.api('/admin/applications', { token: suite.session.token })).json()) as {
      _id: string;
    }[];
    for (const [index, status] of ['Accepted', 'Rejected'].entries()) {
      await suite.api(`/admin/applications/${applications[index]._id}/status`, {
        method: 'PUT',
        body: { status },
        token: suite.session.token,
      });
    }
  });

  for (const viewport of ADMIN_VIEWPORTS) {
    it(`renders each screen at ${viewport.width} px`, async () => {
      const page = await adminPage(suite.browser, suite.session, viewport);
      for (const screen of SCREENS) {
        await page.goto(`${suite.product.url}${screen.path}`);
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
