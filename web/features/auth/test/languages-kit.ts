import { userEvent } from '@testing-library/user-event';
import type { Language } from '#shared/languages.js';
import { englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen } from '#web/test/testing-library.js';
import { cleanupAuthTest } from './auth-test-kit.js';

// The languages check of the account screens (web/test/language-check.ts): the pages in Kannada and Hindi.

export type ShownLanguage = Exclude<Language, 'en'>;
export const SHOWN_LANGUAGES: readonly ShownLanguage[] = ['kn', 'hi'];

/** The test's own toaster (auth-test-kit) names its region in English; the app's toaster is the shell's. */
const TEST_TOASTER_LABEL = 'Notifications alt+T';

/** The texts of the page and its toasts that are still English, once `allowed` (the data shown) is taken out. */
export function englishOn(container: Element, allowed: readonly string[] = []): string[] {
  return englishLeftIn(container, [...allowed, TEST_TOASTER_LABEL]);
}

/** afterEach of a languages test: the usual clean-up, then English again for the next test. */
export async function cleanupLanguagesTest() {
  cleanupAuthTest();
  await showPagesIn('en');
}

/** Types into the box with `id` (labels change with the language; ids do not). */
export async function typeInto(container: Element, id: string, text: string) {
  const box = container.querySelector<HTMLElement>(`#${id}`);
  if (!box) throw new Error(`No box #${id}`);
  await userEvent.type(box, text);
}

export const clickButton = (name: string) => userEvent.click(screen.getByRole('button', { name }));
