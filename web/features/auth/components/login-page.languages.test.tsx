// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse } from '#web/test/fixtures.js';
import { showPagesIn } from '#web/test/language-check.js';
import { screen } from '#web/test/testing-library.js';
import { findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { cleanupLanguagesTest, clickButton, englishOn, SHOWN_LANGUAGES, typeInto } from '../test/languages-kit.js';
import { LoginPage } from './login-page.js';

afterEach(cleanupLanguagesTest);

const WORDS = {
  kn: {
    heading: 'ಮತ್ತೆ ಸ್ವಾಗತ',
    signIn: 'ಲಾಗಿನ್ ಮಾಡಿ',
    enterEmail: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
    enterPassword: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
    invalidEmail: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
    loginFailed: 'ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ',
  },
  hi: {
    heading: 'फिर से स्वागत है',
    signIn: 'लॉग इन करें',
    enterEmail: 'कृपया अपना ईमेल पता डालें',
    enterPassword: 'कृपया अपना पासवर्ड डालें',
    invalidEmail: 'कृपया सही ईमेल पता डालें',
    loginFailed: 'लॉग इन नहीं हो सका',
  },
};

const renderLogin = () => renderAuthPage(<LoginPage />, { path: '/login', otherPaths: ['/dashboard'] });

describe.each(SHOWN_LANGUAGES)('LoginPage in %s', (language) => {
  const words = WORDS[language];

  it('shows the form, its problems and the failure toast with no English', async () => {
    stubApi({ 'POST /api/login': () => new Response(null, { status: 500 }) });
    await showPagesIn(language);
    const { container } = renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await clickButton(words.signIn);
    expect(await findAlert(words.enterEmail)).toBeTruthy();
    expect(await findAlert(words.enterPassword)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await typeInto(container, 'login-email', 'asha@');
    await clickButton(words.signIn);
    expect(await findAlert(words.invalidEmail)).toBeTruthy();

    await typeInto(container, 'login-email', 'example.com');
    await typeInto(container, 'login-password', 'secret1');
    await clickButton(words.signIn);
    expect(await screen.findByText(words.loginFailed)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);
  });

  it("keeps the server's own (already translated) message", async () => {
    const message = language === 'kn' ? 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ' : 'ईमेल या पासवर्ड गलत है';
    stubApi({ 'POST /api/login': () => errorResponse(401, { message, code: 'WRONG_CREDENTIALS' }) });
    await showPagesIn(language);
    const { container } = renderLogin();
    await typeInto(container, 'login-email', 'asha@example.com');
    await typeInto(container, 'login-password', 'secret1');
    await clickButton(words.signIn);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
