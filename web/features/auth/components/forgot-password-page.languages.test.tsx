// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { showPagesIn } from '#web/test/language-check.js';
import { screen } from '#web/test/testing-library.js';
import { findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import {
  cleanupLanguagesTest,
  clickButton,
  englishOn,
  SHOWN_LANGUAGES,
  type ShownLanguage,
  typeInto,
} from '../test/languages-kit.js';
import { ForgotPasswordPage } from './forgot-password-page.js';

afterEach(cleanupLanguagesTest);

const WORDS = {
  kn: {
    title: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದ್ದೀರಾ?',
    headings: ['ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಹುಡುಕಿ', 'ಕೋಡ್ ನಮೂದಿಸಿ', 'ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ'],
    stepOf: '3 ರಲ್ಲಿ ಹಂತ 2',
    sendOtp: 'OTP ಕಳುಹಿಸಿ',
    verifyOtp: 'OTP ಪರಿಶೀಲಿಸಿ',
    resetPassword: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
    enterEmail: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
    otpSixDigits: 'OTP 6 ಅಂಕಿಗಳಾಗಿರಬೇಕು',
    otpSent: 'OTP ನಿಮ್ಮ ಇಮೇಲ್‌ಗೆ ಕಳುಹಿಸಲಾಗಿದೆ!',
    otpVerified: 'OTP ಪರಿಶೀಲಿಸಲಾಗಿದೆ! ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ.',
    fillAllFields: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಕ್ಷೇತ್ರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ',
    resetFailed: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ಆಗಲಿಲ್ಲ',
  },
  hi: {
    title: 'पासवर्ड भूल गए?',
    headings: ['अपना खाता खोजें', 'कोड डालें', 'नया पासवर्ड सेट करें'],
    stepOf: '3 में से चरण 2',
    sendOtp: 'OTP भेजें',
    verifyOtp: 'OTP सत्यापित करें',
    resetPassword: 'पासवर्ड रीसेट करें',
    enterEmail: 'कृपया अपना ईमेल पता डालें',
    otpSixDigits: 'OTP 6 अंकों का होना चाहिए',
    otpSent: 'OTP आपके ईमेल पर भेज दिया गया है!',
    otpVerified: 'OTP सत्यापित हो गया! कृपया अपना नया पासवर्ड सेट करें।',
    fillAllFields: 'कृपया सभी फ़ील्ड भरें',
    resetFailed: 'पासवर्ड रीसेट नहीं हो सका',
  },
};

async function openForgot(language: ShownLanguage) {
  stubApi({
    'POST /api/forgot-password': () => jsonResponse({ message: WORDS[language].otpSent }),
    'POST /api/reset-password': () => new Response(null, { status: 500 }),
  });
  await showPagesIn(language);
  return renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password', otherPaths: ['/login'] });
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe.each(SHOWN_LANGUAGES)('ForgotPasswordPage in %s', (language) => {
  const words = WORDS[language];

  it('walks the three steps, their problems and toasts with no English', async () => {
    const { container } = await openForgot(language);
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    expect(await heading(words.headings[0])).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await clickButton(words.sendOtp);
    expect(await findAlert(words.enterEmail)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await typeInto(container, 'forgot-email', 'asha@example.com');
    await clickButton(words.sendOtp);
    expect(await screen.findByText(words.otpSent)).toBeTruthy();
    expect(await heading(words.headings[1])).toBeTruthy();
    expect(screen.getByText(words.stepOf)).toBeTruthy();
    await typeInto(container, 'forgot-otp', '123');
    await clickButton(words.verifyOtp);
    expect(await findAlert(words.otpSixDigits)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await typeInto(container, 'forgot-otp', '456');
    expect(await screen.findByText(words.otpVerified)).toBeTruthy();
    expect(await heading(words.headings[2])).toBeTruthy();
    expect(englishOn(container)).toEqual([]);

    await clickButton(words.resetPassword);
    expect(await findAlert(words.fillAllFields)).toBeTruthy();
    await typeInto(container, 'forgot-new-password', 'secret1');
    await typeInto(container, 'forgot-confirm-password', 'secret1');
    await clickButton(words.resetPassword);
    expect(await screen.findByText(words.resetFailed)).toBeTruthy();
    expect(englishOn(container)).toEqual([]);
  });
});
