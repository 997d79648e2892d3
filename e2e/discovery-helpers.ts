import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TUser } from '#shared/schemas/user.js';
import { E2E_ADMIN } from './product.js';

// Shared by the internship, apply and global-jobs browser tests.

export const SHOTS = '/tmp/shots';
export const STUDENT_PASSWORD = 'student-pass-1';
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

export type Student = { token: string; user: TUser; email: string };

/** A screenshot in /tmp/shots; fails when the page scrolls sideways (something is wider than the screen). */
export async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) throw new Error(`${name}: the page is ${scrollWidth} px wide in ${clientWidth} px`);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

export async function api(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A small but real PDF: the server checks the content, not the name. */
function minimalPdf(): string {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  ).toString('base64');
}

/** The newest 6-digit code mailed to `email`, read from the product's local mailbox page (no SMTP_URL). */
async function readOtp(base: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const html = await (await fetch(`${base}/dev/mailbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!article.includes(`To ${email}`)) continue;
      const code = /\b(\d{6})\b/.exec(article.replace(/<small>[\s\S]*?<\/small>/, ''))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code mailed to ${email}`);
}

/** Registers a student through the API (send-otp, the mailed code, register). */
export async function registerStudent(
  base: string,
  { email, name, withResume }: { email: string; name: string; withResume: boolean },
): Promise<Student> {
  const sent = await api(base, '/send-otp', { body: { email } });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const otp = await readOtp(base, email);
  const registered = await api(base, '/register', {
    body: {
      name,
      email,
      password: STUDENT_PASSWORD,
      phone: '9876543210',
      otp,
      currentCity: 'Mysuru',
      pinCode: '570001',
      studyPreference: 'India',
      twelfthPU: { institution: 'Marimallappa PU College', passedYear: '2022', percentage: '88' },
      ugDegree: { institution: 'University of Mysore', course: 'BCA', year: '2025', percentage: '' },
      currentAcademicStatus: 'Third Year',
      skills: ['JavaScript'],
      keywords: ['Web Development'],
      acceptTerms: true,
      ...(withResume
        ? { resumeData: minimalPdf(), resumeFilename: 'resume.pdf', resumeContentType: 'application/pdf' }
        : {}),
    },
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const { token, user } = (await registered.json()) as { token: string; user: TUser };
  return { token, user, email };
}

/**
 * A page in a fresh context, past the once-per-session splash screen (docs/spec/admin-side.md §2), optionally signed in
 * as `student` (the session keys of docs/spec/student-side.md §3; set once per tab, so a logout sticks).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  student?: Student,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    (session) => {
      sessionStorage.setItem('splashShown', '1');
      if (!session || sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', session.token);
      localStorage.setItem('userType', 'user');
      localStorage.setItem('userData', JSON.stringify(session.user));
    },
    student ? { token: student.token, user: student.user } : null,
  );
  return { context, page: await context.newPage() };
}

export async function adminToken(base: string): Promise<string> {
  const response = await api(base, '/admin/login', { body: E2E_ADMIN });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The ids of internships the public list does not show (inactive or expired), via the admin API. */
export async function findClosedInternshipId(base: string): Promise<string> {
  const token = await adminToken(base);
  const response = await api(base, '/admin/jobs?limit=200', { token });
  const { jobs } = (await response.json()) as {
    jobs: { _id: string; isActive: boolean; expiryDate: string | null }[];
  };
  const closed = jobs.find((job) => !job.isActive);
  if (!closed) throw new Error('No closed internship in the demo data');
  return closed._id;
}

/** Collects script errors and console errors of a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}
