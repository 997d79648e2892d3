import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { DESKTOP, openFilters, openPhonePage, PHONE } from './phone-pages.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

/** A route, and what to do there before axe looks (open a panel, a mode). */
type Visit = { route: string; prepare?: (page: Page) => Promise<void> };

async function violationsOn(page: Page, base: string, visits: Visit[]): Promise<string[]> {
  const found: string[] = [];
  for (const { route, prepare } of visits) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await prepare?.(page);
    await page.waitForTimeout(150);
    const name = prepare ? `${route} (${prepare.name})` : route;
    found.push(...describeViolations(await seriousViolations(page)).map((text) => `${name}: ${text}`));
  }
  return found;
}

async function editProfile(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Cancel' }).first().waitFor();
}

describe('accessibility of every public and student route (axe-core)', () => {
  const suite = browserSuite({ mail: true });
  let jobId: string;
  let student: Student;

  beforeAll(async () => {
    const list = (await (await fetch(`${suite.product.url}/api/jobs?limit=2`)).json()) as { jobs: { _id: string }[] };
    jobId = list.jobs[0]._id;
    student = await registerStudent(
      suite.product.url,
      { name: 'Divya Hegde', email: 'divya.axe@example.com' },
      { sink: suite.sink },
    );
    // An application, so the dashboard lists one and the internship shows its status.
    await fetch(`${suite.product.url}/api/jobs/${jobId}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ coverLetter: 'I would like to learn.' }),
    });
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
    '/global-jobs',
    '/maintenance',
    '/no/such/page',
    '/admin/login',
  ];

  // Issue 20 (phone path): the signed-in student's pages, with their panels and modes open.
  const studentVisits = (): Visit[] => [
    { route: '/' },
    { route: '/internships' },
    { route: '/internships', prepare: openFilters },
    { route: `/internships/${jobId}` },
    { route: '/global-jobs' },
    { route: '/dashboard' },
    { route: '/dashboard', prepare: editProfile },
    { route: '/about' },
  ];

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious or critical violation at ${viewport.width} px`, async () => {
      // The splash shows once per browser session; these checks look at the pages themselves.
      const { context, page } = await openPhonePage(suite.browser, { viewport });
      const visits = [...routes().map((route) => ({ route })), { route: '/internships', prepare: openFilters }];
      const found = await violationsOn(page, suite.product.url, visits);
      await context.close();
      expect(found).toEqual([]);
    });

    it(`has no serious or critical violation on the student's pages at ${viewport.width} px`, async () => {
      const { context, page } = await openPhonePage(suite.browser, { viewport, student });
      const found = await violationsOn(page, suite.product.url, studentVisits());
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
