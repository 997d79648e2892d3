import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_ADMIN } from './product.js';

// Shared by the back-office browser tests (e2e/admin-*.test.ts).

export const ADMIN_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** /tmp/shots/admin-<name>.png, after toasts and transitions settle. */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage });
}

export type Api = (path: string, init?: { method?: string; body?: unknown; token?: string }) => Promise<Response>;

export function createApi(baseUrl: string): Api {
  return (path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
}

export type AdminSession = { token: string; admin: unknown };

/** Signs the administrator in once through the API (the login is rate limited per username). */
export async function adminSession(api: Api): Promise<AdminSession> {
  const response = await api('/admin/login', { body: E2E_ADMIN });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminSession;
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

/** A one-page PDF that the server's content check accepts. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 36 72 Td (Test Resume) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The newest 6-digit code mailed to `email`, read from the local mailbox page (no SMTP_URL set). */
async function codeFromMailbox(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!article.includes(`To ${email}`)) continue;
      const code = /\b(\d{6})\b/.exec(article.split('<pre>')[1] ?? '')?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export type Student = { _id: string; name: string; email: string; token: string };

/** Registers a student with a PDF resume through the API (send-otp, code from the mailbox, register). */
export async function createStudent(
  api: Api,
  baseUrl: string,
  {
    name,
    email,
    password = 'student-pass-1',
    skills = ['Python', 'SQL', 'React'],
  }: {
    name: string;
    email: string;
    password?: string;
    skills?: string[];
  },
): Promise<Student> {
  expect((await api('/send-otp', { body: { email } })).status).toBe(200);
  const otp = await codeFromMailbox(baseUrl, email);
  const registered = await api('/register', {
    body: {
      name,
      email,
      password,
      otp,
      phone: '9876543210',
      currentCity: 'Mysuru',
      pinCode: '570001',
      studyPreference: 'India',
      twelfthPU: { institution: 'PU College', passedYear: '2022', percentage: '88' },
      ugDegree: { institution: 'University of Mysore', course: 'BCA', year: '2025', percentage: '' },
      currentAcademicStatus: 'Third Year',
      skills,
      keywords: ['Data Science'],
      acceptTerms: true,
      resumeData: minimalPdf().toString('base64'),
      resumeFilename: 'resume.pdf',
      resumeContentType: 'application/pdf',
    },
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { _id: string } };
  return { _id: user._id, name, email, token };
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
