import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.js';
import { describeViolations, seriousViolations } from './axe.js';
import { DESKTOP, openPhonePage, PHONE, shootScreen } from './phone-pages.js';
import { registerStudent, STUDENT_PASSWORD, type Student } from './students.js';
import { browserSuite } from './suite.js';

// Issue 20 (phone path): a toast never covers the header's controls (logo, language switcher, Sign Up and
// Log in, the menu), neither where it rests nor on its way in; and its text reads at 4.5:1 or better.

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Watches the next toast from the frame it appears until its entrance is over: the highest its box (and
 * its close button's) went, and the header's box and controls. Start before the toast is triggered.
 */
function watchNextToast(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ highest: number; header: Box; controls: (Box & { name: string })[] }>((resolve) => {
        let highest = Number.POSITIVE_INFINITY;
        let quietFrames = 0;
        const frame = () => {
          const toast = document.querySelector<HTMLElement>('[data-sonner-toast]');
          if (toast) {
            for (const part of [toast, ...toast.querySelectorAll('[data-close-button]')]) {
              highest = Math.min(highest, part.getBoundingClientRect().top);
            }
            const isSettled =
              toast.dataset.mounted === 'true' &&
              toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running');
            quietFrames = isSettled ? quietFrames + 1 : 0;
          }
          if (quietFrames < 3) {
            requestAnimationFrame(frame);
            return;
          }
          // The page's header is the first (the nav bar); others belong to cards and dialogs.
          const header = document.querySelector('header') as HTMLElement;
          const controls = [...header.querySelectorAll('a[href], button, select, input, [role=button]')]
            .map((control) => {
              const { left, top, right, bottom } = control.getBoundingClientRect();
              return {
                left,
                top,
                right,
                bottom,
                name: control.getAttribute('aria-label') ?? control.textContent ?? '',
              };
            })
            .filter((box) => box.right > box.left && box.bottom > box.top);
          const { left, top, right, bottom } = header.getBoundingClientRect();
          resolve({ highest, header: { left, top, right, bottom }, controls });
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** The resting toasts' boxes (with their close buttons). */
const toastBoxes = (page: Page) =>
  page.locator('[data-sonner-toast], [data-sonner-toast] [data-close-button]').evaluateAll((parts) =>
    parts.map((part) => {
      const { left, top, right, bottom } = part.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function expectClearOfHeader(page: Page, watching: ReturnType<typeof watchNextToast>, name: string) {
  const { highest, header, controls } = await watching;
  expect(controls.length, 'the header has controls to keep clear of').toBeGreaterThan(1);
  // On its way in, never above the header's lower edge.
  expect(highest).toBeGreaterThanOrEqual(header.bottom);
  const covered = (await toastBoxes(page)).flatMap((toast) =>
    controls.filter((control) => overlaps(toast, control)).map((control) => control.name),
  );
  expect(covered).toEqual([]);
  expect(describeViolations(await seriousViolations(page, '[data-sonner-toaster]'))).toEqual([]);
  await shootScreen(page, name);
}

describe('toasts below the header', () => {
  const suite = browserSuite({ mail: true });
  let student: Student;

  beforeAll(async () => {
    student = await registerStudent(
      suite.product.url,
      { name: 'Rohan Kulkarni', email: 'rohan.toast@example.com' },
      { sink: suite.sink, withResume: false },
    );
  });

  async function signIn(page: Page, password: string) {
    await page.locator('input[type=email]').fill(student.email);
    await page.locator('input[type=password]').fill(password);
    await page.locator('form button[type=submit]').click();
  }

  for (const viewport of [PHONE, DESKTOP]) {
    for (const language of ['en', 'kn', 'hi'] satisfies Language[]) {
      it(`a failed sign-in's toast clears the header at ${viewport.width} px in ${language}`, async () => {
        const { context, page } = await openPhonePage(suite.browser, { viewport, language });
        await page.goto(`${suite.product.url}/login`, { waitUntil: 'networkidle' });
        const watching = watchNextToast(page);
        await signIn(page, 'not-the-password-1');
        await page.locator('[data-sonner-toast][data-type="error"]').waitFor();
        await expectClearOfHeader(page, watching, `toast-login-failed-${viewport.width}-${language}`);
        await context.close();
      });
    }

    it(`the sign-in's success toast clears the header on the dashboard at ${viewport.width} px`, async () => {
      const { context, page } = await openPhonePage(suite.browser, { viewport });
      await page.goto(`${suite.product.url}/login`, { waitUntil: 'networkidle' });
      const watching = watchNextToast(page);
      await signIn(page, STUDENT_PASSWORD);
      await page.locator('[data-sonner-toast][data-type="success"]').waitFor();
      await page.waitForURL('**/dashboard');
      await expectClearOfHeader(page, watching, `toast-login-success-${viewport.width}-en`);
      await context.close();
    });
  }
});
