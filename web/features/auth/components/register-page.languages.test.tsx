// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
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
import { RegisterPage } from './register-page.js';

afterEach(cleanupLanguagesTest);

const WORDS = {
  kn: {
    heading: 'ನಿಮ್ಮ ಖಾತೆ ರಚಿಸಿ',
    steps: ['ಮೂಲ ಮಾಹಿತಿ', 'ವೈಯಕ್ತಿಕ', 'ಶಿಕ್ಷಣ', 'ಕೌಶಲ್ಯಗಳು ಮತ್ತು ದಾಖಲೆಗಳು'],
    progress: '4 ರಲ್ಲಿ ಹಂತ 1: ಮೂಲ ಮಾಹಿತಿ',
    next: 'ಮುಂದೆ',
    sendOtp: 'OTP ಕಳುಹಿಸಿ',
    otpSent: 'OTP ನಿಮ್ಮ ಇಮೇಲ್‌ಗೆ ಕಳುಹಿಸಲಾಗಿದೆ!',
    createAccount: 'ಖಾತೆ ರಚಿಸಿ',
    fillRequired: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಕಡ್ಡಾಯ ಕ್ಷೇತ್ರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ',
    sendOtpFirst: 'ದಯವಿಟ್ಟು ಮೊದಲು OTP ಕಳುಹಿಸಿ ಮತ್ತು ಪರಿಶೀಲಿಸಿ',
    enterCity: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಈಗಿನ ನಗರ ನಮೂದಿಸಿ',
    enterInstitutions: 'ದಯವಿಟ್ಟು ಎಲ್ಲಾ ಶಿಕ್ಷಣ ವಿವರಗಳಿಗೂ ಸಂಸ್ಥೆಯ ಹೆಸರು ನಮೂದಿಸಿ',
    addSkill: 'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ ಒಂದು ಕೌಶಲ್ಯ ಸೇರಿಸಿ',
    closed: 'ನೋಂದಣಿ ಮುಚ್ಚಲಾಗಿದೆ',
    restored: 'ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ಮರಳಿ ತುಂಬಲಾಗಿದೆ. ನಿಮ್ಮ ಸುರಕ್ಷತೆಗಾಗಿ ಪಾಸ್‌ವರ್ಡ್ ಮತ್ತು ಇಮೇಲ್‌ನಲ್ಲಿ ಬಂದ ಕೋಡ್ ಅನ್ನು ಮತ್ತೊಮ್ಮೆ ನಮೂದಿಸಿ.',
    startOver: 'ಮೊದಲಿನಿಂದ ಆರಂಭಿಸಿ',
  },
  hi: {
    heading: 'अपना खाता बनाएँ',
    steps: ['बुनियादी जानकारी', 'व्यक्तिगत', 'शिक्षा', 'कौशल और दस्तावेज़'],
    progress: '4 में से चरण 1: बुनियादी जानकारी',
    next: 'आगे',
    sendOtp: 'OTP भेजें',
    otpSent: 'OTP आपके ईमेल पर भेज दिया गया है!',
    createAccount: 'खाता बनाएँ',
    fillRequired: 'कृपया सभी ज़रूरी फ़ील्ड भरें',
    sendOtpFirst: 'कृपया पहले OTP भेजें और सत्यापित करें',
    enterCity: 'कृपया अपना वर्तमान शहर डालें',
    enterInstitutions: 'कृपया शिक्षा के सभी विवरणों में संस्थान का नाम डालें',
    addSkill: 'कृपया कम से कम एक कौशल जोड़ें',
    closed: 'रजिस्ट्रेशन बंद है',
    restored: 'आपके जवाब वापस भर दिए गए हैं। आपकी सुरक्षा के लिए पासवर्ड और ईमेल में आया कोड फिर से डालें।',
    startOver: 'फिर से शुरू करें',
  },
};

/** Brands and file formats the pages show as they are (the skills' placeholder, the picture's hint). */
const ALLOWED = ['React', 'AutoCAD', 'JPG', 'PNG'];

async function openRegister(language: ShownLanguage, settings: Record<string, unknown> = {}) {
  stubApi({ 'POST /api/send-otp': () => jsonResponse({ message: WORDS[language].otpSent }) }, settings);
  await showPagesIn(language);
  return renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard', '/login'] });
}

const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: new RegExp(`${title}$`) });

/** Walks the wizard in `language` to `step`, by the boxes' ids and the buttons' translated names. */
async function reachStep(language: ShownLanguage, container: Element, step: 1 | 2 | 3 | 4) {
  const words = WORDS[language];
  await stepHeading(words.steps[0]);
  if (step === 1) return;
  await typeInto(container, 'register-name', 'Asha Rao');
  await typeInto(container, 'register-email', 'asha@example.com');
  await typeInto(container, 'register-phone', '9876543210');
  await typeInto(container, 'register-password', 'secret1');
  await typeInto(container, 'register-confirm-password', 'secret1');
  await clickButton(words.sendOtp);
  await screen.findByLabelText(/OTP/, { selector: 'input' });
  await typeInto(container, 'register-otp', '123456');
  await clickButton(words.next);
  await stepHeading(words.steps[1]);
  if (step === 2) return;
  await typeInto(container, 'register-city', 'Mysuru');
  await typeInto(container, 'register-pincode', '570001');
  await clickButton(words.next);
  await stepHeading(words.steps[2]);
  if (step === 3) return;
  await typeInto(container, 'register-education-twelfth-institution', 'PU College');
  await typeInto(container, 'register-education-ug-institution', 'University of Mysore');
  await clickButton(words.next);
  await stepHeading(words.steps[3]);
}

describe.each(SHOWN_LANGUAGES)('RegisterPage in %s', (language) => {
  const words = WORDS[language];

  it('step 1 (basic info): the fields, the progress, the problems, the code box and its toast', async () => {
    const { container } = await openRegister(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeTruthy();
    await reachStep(language, container, 1);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(words.progress);
    for (const title of words.steps) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(englishOn(container, ALLOWED)).toEqual([]);

    await clickButton(words.next);
    expect(await findAlert(words.fillRequired)).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);

    await typeInto(container, 'register-name', 'Asha Rao');
    await typeInto(container, 'register-email', 'asha@example.com');
    await typeInto(container, 'register-phone', '9876543210');
    await typeInto(container, 'register-password', 'secret1');
    await typeInto(container, 'register-confirm-password', 'secret1');
    await clickButton(words.next);
    expect(await findAlert(words.sendOtpFirst)).toBeTruthy();

    await clickButton(words.sendOtp);
    expect(await screen.findByText(words.otpSent)).toBeTruthy();
    await screen.findByLabelText(/OTP/, { selector: 'input' });
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });

  it('step 2 (personal): the fields and their problem', async () => {
    const { container } = await openRegister(language);
    await reachStep(language, container, 2);
    expect(englishOn(container, ALLOWED)).toEqual([]);
    await clickButton(words.next);
    expect(await findAlert(words.enterCity)).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });

  it('step 3 (education): the fields and their problem', async () => {
    const { container } = await openRegister(language);
    await reachStep(language, container, 3);
    expect(englishOn(container, ALLOWED)).toEqual([]);
    await clickButton(words.next);
    expect(await findAlert(words.enterInstitutions)).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });

  it('step 4 (skills and documents): the fields, the agreements and their problem', async () => {
    const { container } = await openRegister(language);
    await reachStep(language, container, 4);
    expect(englishOn(container, ALLOWED)).toEqual([]);
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getAllByRole('checkbox')[1]);
    await clickButton(words.createAccount);
    expect(await findAlert(words.addSkill)).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });

  it('after a reload: the answers back with the notice and Start over, and the marked field, with no English', async () => {
    const first = await openRegister(language);
    await reachStep(language, first.container, 2);
    first.unmount();
    const { container } = renderAuthPage(<RegisterPage />, { path: '/register', otherPaths: ['/dashboard'] });
    expect(await screen.findByText(words.restored)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.startOver })).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);
    await clickButton(words.next);
    expect(await findAlert(words.fillRequired)).toBeTruthy();
    expect(screen.getAllByText(words.fillRequired)).toHaveLength(2);
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });

  it('says registration is closed with no English', async () => {
    const { container } = await openRegister(language, { registrationEnabled: false });
    expect(await screen.findByRole('heading', { level: 1, name: words.closed })).toBeTruthy();
    expect(englishOn(container, ALLOWED)).toEqual([]);
  });
});
