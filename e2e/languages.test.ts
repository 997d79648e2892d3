import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.js';
import { api } from './api.js';
import { inLanguage } from './catalog-words.js';
import { gradientPng, minimalPdf } from './files.js';
import { codeFrom, waitForMail } from './mail.js';
import { shoot } from './student-auth-kit.js';
import { browserSuite } from './suite.js';

type ListAnswer = { jobs: { _id: string; title: string }[] };

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label that starts with `text` (required fields add a mark after it). */
const startingWith = (text: string) => new RegExp(`^${escapeForPattern(text)}`);

// The languages issue, end to end in Kannada on a phone: a first visit from a Kannada phone is in
// Kannada, registration (with the code mailed in Kannada), applying and the dashboard; the switcher then
// moves the pages and the account to Hindi.
describe('a student who reads Kannada, in a real browser at 390 px', () => {
  const suite = browserSuite({ mail: true });
  let jobs: ListAnswer['jobs'];
  beforeAll(async () => {
    jobs = ((await (await api(suite.product.url, '/jobs?limit=3')).json()) as ListAnswer).jobs;
  });

  const kn = (source: string) => inLanguage('kn', source);
  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  /** The states of `family`'s faces ('loaded' once fetched; only a page in its language fetches it). */
  const fontStatus = (page: Page, family: string) =>
    page.evaluate(
      (wanted) => [...document.fonts].filter((face) => face.family.includes(wanted)).map((face) => face.status),
      family,
    );

  it('registers, applies and follows the application in Kannada, then switches to Hindi', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'kn-IN',
    });
    await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const shot = (name: string) => shoot(page, `languages-kn-${name}`);
    const email = 'kavya.kannada@example.com';

    // A first visit follows the phone's languages.
    await page.goto(`${suite.product.url}/register`);
    await page.getByRole('heading', { name: kn('Create Your Account') }).waitFor();
    expect(await htmlLang(page)).toBe('kn');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    expect(await fontStatus(page, 'Noto Sans Kannada')).toContain('loaded');
    expect(await fontStatus(page, 'Noto Sans Devanagari')).not.toContain('loaded');
    await shot('1-register');

    // Step 1, with the code mailed in Kannada.
    await page.getByLabel(startingWith(kn('Full Name'))).fill('Kavya Shetty');
    await page.getByLabel(startingWith(kn('Email Address'))).fill(email);
    const before = suite.sink.received.length;
    await page.getByRole('button', { name: kn('Send OTP') }).click();
    const codeMail = await waitForMail(suite.sink, email, '', before);
    expect(codeMail.subject).not.toMatch(/verification code/i);
    expect(codeMail.subject).toMatch(/[\u0C80-\u0CFF]/);
    await page.getByLabel(startingWith(kn('Enter OTP'))).fill(codeFrom(codeMail));
    await page.getByLabel(startingWith(kn('Phone Number'))).fill('98765 43210');
    await page
      .getByLabel(startingWith(kn('Password')))
      .first()
      .fill('kannada-pass-1');
    await page.getByLabel(startingWith(kn('Confirm Password'))).fill('kannada-pass-1');
    await shot('2-account');
    await page.getByRole('button', { name: kn('Next') }).click();

    // Step 2.
    await page.getByLabel(startingWith(kn('Current City'))).fill('Mysuru');
    await page.getByLabel(startingWith(kn('Area Pincode'))).fill('570001');
    await page.getByRole('button', { name: kn('Next') }).click();

    // Step 3.
    const twelfth = page.getByRole('group', { name: kn('12th / PU') });
    await twelfth.getByLabel(startingWith(kn('Institution'))).fill('Marimallappa PU College');
    await twelfth.getByLabel(startingWith(kn('Passed Year'))).fill('2022');
    await twelfth.getByLabel(startingWith(kn('Percentage'))).fill('88');
    const ug = page.getByRole('group', { name: kn('UG Degree') });
    await ug.getByLabel(startingWith(kn('Institution'))).fill('University of Mysore');
    await page.getByRole('radio', { name: kn('Third Year') }).click();
    await shot('3-education');
    await page.getByRole('button', { name: kn('Next') }).click();

    // Step 4: a skill and an interest typed in Kannada are kept as written.
    const addTag = async (list: string, item: string, text: string) => {
      await page.getByRole('combobox', { name: kn(list) }).fill(text);
      await page.getByRole('button', { name: kn('Add {itemName}').replace('{itemName}', kn(item)) }).click();
      await page.getByText(text, { exact: true }).waitFor();
    };
    await addTag('Skills', 'skill', 'ಕನ್ನಡ ಟೈಪಿಂಗ್');
    await addTag('Keywords / Interests', 'keyword', 'ಗ್ರಾಮೀಣ ಶಿಕ್ಷಣ');
    await page.locator('#register-resume').setInputFiles({
      name: 'kavya-cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await page.getByText('kavya-cv.pdf').waitFor();
    await page
      .locator('#register-picture')
      .setInputFiles({ name: 'k.png', mimeType: 'image/png', buffer: gradientPng() });
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await shot('4-documents');
    await page.getByRole('button', { name: kn('Create Account') }).click();
    await page.waitForURL(`${suite.product.url}/dashboard`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const account = async () =>
      (await (await api(suite.product.url, '/profile', { token: token ?? '' })).json()) as {
        user: { language: Language };
      };
    expect((await account()).user.language).toBe('kn');
    await shot('5-dashboard');

    // Applying, in Kannada.
    await page.goto(`${suite.product.url}/internships/${jobs[0]._id}`);
    await page.getByRole('heading', { level: 1, name: jobs[0].title }).waitFor();
    const mailsBefore = suite.sink.received.length;
    await page.getByRole('button', { name: kn('Apply Now') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await shot('6-apply');
    await dialog.getByRole('button', { name: kn('Submit Application') }).click();
    await page.getByRole('region', { name: kn('You have applied') }).waitFor();
    const confirmation = await waitForMail(suite.sink, email, '', mailsBefore);
    expect(confirmation.subject).toMatch(/[\u0C80-\u0CFF]/);

    // The dashboard lists it, in Kannada.
    await page.goto(`${suite.product.url}/dashboard`);
    await page.getByText(jobs[0].title).first().waitFor();
    await page.getByText(kn('Pending')).first().waitFor();
    await shot('7-dashboard-applied');

    // The switcher: the pages and the account move to Hindi, and stay after a reload.
    await page
      .getByRole('combobox', { name: kn('Language') })
      .first()
      .selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByText(inLanguage('hi', 'Pending')).first().waitFor();
    for (let i = 0; i < 50 && (await account()).user.language !== 'hi'; i++) await page.waitForTimeout(100);
    expect((await account()).user.language).toBe('hi');
    await page.reload();
    await page.getByText(inLanguage('hi', 'Pending')).first().waitFor();
    expect(await htmlLang(page)).toBe('hi');
    // A fresh page in Hindi fetches the Devanagari font and not the Kannada one.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    expect(await fontStatus(page, 'Noto Sans Devanagari')).toContain('loaded');
    expect(await fontStatus(page, 'Noto Sans Kannada')).not.toContain('loaded');
    await shot('8-dashboard-hindi');
    expect(problems).toEqual([]);
    await context.close();
  });
});
