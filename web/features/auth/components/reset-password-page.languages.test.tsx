// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { showPagesIn } from '#web/test/language-check.js';
import { screen, waitFor, within } from '#web/test/testing-library.js';
import { findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import {
  cleanupLanguagesTest,
  clickButton,
  englishOn,
  SHOWN_LANGUAGES,
  type ShownLanguage,
  typeInto,
} from '../test/languages-kit.js';
import { ResetPasswordPage } from './reset-password-page.js';

afterEach(cleanupLanguagesTest);

const WORDS = {
  kn: {
    title: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
    requirements: 'ಪಾಸ್‌ವರ್ಡ್ ನಿಯಮಗಳು',
    atLeast: 'ಕನಿಷ್ಠ 6 ಅಕ್ಷರಗಳು',
    notMet: '(ಇನ್ನೂ ಪೂರೈಸಿಲ್ಲ)',
    met: '(ಪೂರೈಸಲಾಗಿದೆ)',
    passwordsDoNotMatch: 'ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ',
    resetSuccess: 'ಪಾಸ್‌ವರ್ಡ್ ಯಶಸ್ವಿಯಾಗಿ ಮರುಹೊಂದಿಸಲಾಗಿದೆ!',
    done: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲಾಗಿದೆ!',
    continueToLogin: 'ಲಾಗಿನ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ',
    invalidLink: 'ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ',
  },
  hi: {
    title: 'पासवर्ड रीसेट करें',
    requirements: 'पासवर्ड की शर्तें',
    atLeast: 'कम से कम 6 अक्षर',
    notMet: '(अभी पूरी नहीं हुई)',
    met: '(पूरी हुई)',
    passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
    resetSuccess: 'पासवर्ड सफलतापूर्वक रीसेट हो गया!',
    done: 'पासवर्ड रीसेट हो गया!',
    continueToLogin: 'लॉग इन पर जाएँ',
    invalidLink: 'रीसेट लिंक अमान्य है',
  },
};

async function openReset(language: ShownLanguage, search: string) {
  stubApi({ 'POST /api/reset-password': () => jsonResponse({ message: WORDS[language].resetSuccess }) });
  await showPagesIn(language);
  return renderAuthPage(<ResetPasswordPage />, {
    path: '/reset-password',
    initialEntry: { pathname: '/reset-password', search },
    otherPaths: ['/forgot-password', '/login'],
  });
}

describe.each(SHOWN_LANGUAGES)('ResetPasswordPage in %s', (language) => {
  const words = WORDS[language];

  it('shows the form, the live requirements, a problem and the success view with no English', async () => {
    const { container } = await openReset(language, '?token=tok_abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    const requirements = screen.getByRole('list', { name: words.requirements });
    const item = () => within(requirements).getByText(words.atLeast).closest('li')?.textContent;
    expect(item()).toContain(words.notMet);
    expect(englishOn(container)).toEqual([]);

    await typeInto(container, 'reset-new-password', 'secret1');
    await typeInto(container, 'reset-confirm-password', 'secret2');
    expect(item()).toContain(words.met);
    await clickButton(words.title);
    expect(await findAlert(words.passwordsDoNotMatch)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await typeInto(container, 'reset-new-password', '3');
    await typeInto(container, 'reset-confirm-password', '3');
    await typeInto(container, 'reset-confirm-password', '{Backspace}{Backspace}13');
    await clickButton(words.title);
    expect(await screen.findByText(words.resetSuccess)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: words.done })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.continueToLogin })).toBeTruthy();
    expect(englishOn(container)).toEqual([]);
  });

  it('says the link is invalid in the language', async () => {
    const { container, router } = await openReset(language, '');
    expect(await screen.findByText(words.invalidLink, { selector: '[data-title]' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    // The marker page the test routes /forgot-password to is English; the toast is what is checked.
    const toast = container.querySelector('[data-sonner-toast]');
    expect(toast && englishOn(toast)).toEqual([]);
  });
});
