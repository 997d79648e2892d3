import type { Browser, Page } from 'playwright-core';
import { ADMIN_VIEWPORTS } from '../admin-kit.js';
import { armContext, expectLiteral, expectNothingFired, watch } from './detect.js';
import type { Seeded, SeededStudent } from './seed.js';

// Opens the product's pages as a signed-in student or administrator with the XSS detector armed.

export type Visitor = {
  /** Opens `path`, waits until every text in `expected` is on the page, then asserts nothing fired. */
  visit(path: string, expected: string[]): Promise<void>;
  /** Clicks the button named `name` (a dialog opener) on the open page and checks the dialog likewise. */
  open(name: string, expected: string[]): Promise<void>;
  page: Page;
  close(): Promise<void>;
};

function waitForTexts(page: Page, texts: string[]) {
  return page.waitForFunction(
    (wanted) => {
      const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
      const text = [document.body.textContent ?? '', ...fields.map((field) => field.value)].join('\n');
      return wanted.every((item) => text.includes(item));
    },
    texts,
    { timeout: 15_000 },
  );
}

async function visitor(
  browser: Browser,
  base: string,
  session: (storage: { kind: string; token: string; data: string }) => void,
  storage: { kind: string; token: string; data: string },
): Promise<Visitor> {
  const context = await browser.newContext({ viewport: ADMIN_VIEWPORTS[1] });
  await armContext(context);
  await context.addInitScript(session, storage);
  const page = await context.newPage();
  const seen = watch(page);
  const check = async (where: string, expected: string[]) => {
    await waitForTexts(page, expected).catch(() => undefined); // a missing text is reported just below
    await expectLiteral(page, expected, where);
    await expectNothingFired(page, seen, where);
  };
  return {
    page,
    async visit(path, expected) {
      await page.goto(`${base}${path}`);
      await check(path, expected);
    },
    async open(name, expected) {
      await page.getByRole('button', { name, exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await check(`${page.url()} → ${name}`, expected);
      await page.keyboard.press('Escape');
    },
    close: () => context.close(),
  };
}

// Runs in the page before its scripts: the session keys of docs/spec/student-side.md §3, and the splash already seen.
function storeSession({ kind, token, data }: { kind: string; token: string; data: string }) {
  sessionStorage.setItem('splashShown', '1');
  localStorage.setItem('token', token);
  localStorage.setItem('userType', kind);
  localStorage.setItem(kind === 'admin' ? 'adminData' : 'userData', data);
}

export function studentVisitor(browser: Browser, seeded: Seeded, student: SeededStudent): Promise<Visitor> {
  const storage = { kind: 'user', token: student.token, data: JSON.stringify(student.user) };
  return visitor(browser, seeded.url, storeSession, storage);
}

export function adminVisitor(browser: Browser, seeded: Seeded): Promise<Visitor> {
  const storage = { kind: 'admin', token: seeded.adminToken, data: JSON.stringify(seeded.admin) };
  return visitor(browser, seeded.url, storeSession, storage);
}
