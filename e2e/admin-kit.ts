import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { type Api, createApi } from './api.js';
import { E2E_ADMIN } from './product.js';
import { keepShot } from './shots.js';
import { registerStudent, type Student } from './students.js';
import { browserSuite } from './suite.js';

// Shared by the back-office browser tests (e2e/admin-*.test.ts).

export const ADMIN_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** /tmp/shots/admin-<name>.png, after toasts and transitions settle. */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await keepShot(page, `${SHOTS}/admin-${name}.png`, { fullPage, settleMs: 400 });
}

export type AdminSession = { token: string; admin: unknown };

/** Signs the administrator in once through the API (the login is rate limited per username). */
export async function adminSession(api: Api): Promise<AdminSession> {
  const response = await api('/admin/login', { body: E2E_ADMIN });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminSession;
}

/** browserSuite with the administrator signed in through the API before the tests (`suite.session`). */
export function adminSuite(options: Parameters<typeof browserSuite>[0] = {}) {
  const suite = browserSuite(options) as ReturnType<typeof browserSuite> & { api: Api; session: AdminSession };
  beforeAll(async () => {
    suite.api = createApi(suite.product.url);
    suite.session = await adminSession(suite.api);
  });
  return suite;
}

/** A page in a new browser context already signed in as the administrator (splash seen). */
export async function adminPage(
  browser: Browser,
  session: AdminSession,
  viewport: { width: number; height: number } = ADMIN_VIEWPORTS[1],
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(
    ([storedToken, storedAdmin]) => {
      sessionStorage.setItem('splashShown', '1');
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', storedToken);
        localStorage.setItem('userType', 'admin');
        localStorage.setItem('adminData', storedAdmin);
      }
    },
    [session.token, JSON.stringify(session.admin)],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  Object.assign(page, { pageErrors: errors });
  return page;
}

/** Uncaught errors the page threw so far. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { pageErrors?: string[] }).pageErrors ?? [];
}

/** The sonner toast containing `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** Registers a student with a PDF resume through the API, with the skills the admin tests look for. */
export function createStudent(
  baseUrl: string,
  { name, email, skills = ['Python', 'SQL', 'React'] }: { name: string; email: string; skills?: string[] },
): Promise<Student> {
  return registerStudent(baseUrl, { name, email, skills, keywords: ['Data Science'] });
}

/** The first active internship of the public list, as {_id, title}. */
export async function firstInternships(api: Api, count: number): Promise<{ _id: string; title: string }[]> {
  const response = await api('/jobs?limit=12');
  const { jobs } = (await response.json()) as { jobs: { _id: string; title: string }[] };
  return jobs.slice(0, count);
}

export async function applyTo(api: Api, student: Student, jobId: string, coverLetter = ''): Promise<string> {
  const response = await api(`/jobs/${jobId}/apply`, { body: { coverLetter }, token: student.token });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { application?: { _id: string } };
  return body.application?._id ?? '';
}
