import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.js';
import { inLanguage } from './catalog-words.js';
import { codeFrom, waitForMail } from './mail.js';
import { keepShot } from './shots.js';
import { dismissToasts, expectAlert, expectToast, shoot, VIEWPORTS, type Viewport } from './student-auth-kit.js';
import { browserSuite } from './suite.js';

// Issue 20, the phone path, parts 3 and 6, in a real Chromium: the registration's answers survive a reload (not
// the password or the code), a refused Next marks the wrong fields and focuses the first, Send OTP hands the focus
// to the code box, and the skills type-ahead adds what is highlighted, also under an input method (a phone's
// predictive keyboard, a Kannada or Hindi one) that finishes its word around the keys.
const PHONE = VIEWPORTS[0];
const DRAFT_KEY = 'registerDraft';
const SHOTS = '/tmp/shots/auth';

describe('registration on a phone in a real browser', () => {
  const suite = browserSuite({ mail: true });

  async function openContext(viewport: Viewport, locale = 'en-IN'): Promise<BrowserContext> {
    const isPhone = viewport.name === 'phone';
    const context = await suite.browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone, locale });
    await context.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
    return context;
  }

  const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
  const waitForFocus = (page: Page, id: string) =>
    page.waitForFunction((wanted) => document.activeElement?.id === wanted, id);
  /** Whether the box `id` is wholly inside the window (scrolled into view). */
  const isInView = (page: Page, id: string) =>
    page.evaluate((wanted) => {
      const rect = document.getElementById(wanted)?.getBoundingClientRect();
      return rect !== undefined && rect.top >= 0 && rect.bottom <= window.innerHeight;
    }, id);
  /** The words of the box's own descriptions (aria-describedby). */
  const descriptionOf = (page: Page, id: string) =>
    page.evaluate((wanted) => {
      const ids = document.getElementById(wanted)?.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((each) => document.getElementById(each)?.textContent ?? '');
    }, id);
  const chips = (page: Page, list: string) =>
    page
      .getByRole('list', { name: `Chosen ${list}` })
      .getByRole('listitem')
      .allTextContents()
      .catch(() => []);

  it('keeps the answers through a reload, marks and focuses what is wrong, and forgets them once registered (390 px)', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const shot = (name: string) => shoot(page, `register-phone-${name}`);
    const email = 'meera.phone@example.com';

    await page.goto(`${suite.product.url}/register`);
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await page.getByLabel('Full Name').fill('Meera Hegde');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel(/^Password/).fill('meera-pass-1');
    await page.getByLabel('Confirm Password').fill('meera-pass-1');

    // Send OTP: the code box takes the focus, so the code is typed straight in.
    const before = suite.sink.received.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTP sent to your email!');
    await waitForFocus(page, 'register-otp');
    const code = codeFrom(await waitForMail(suite.sink, email, 'verification code', before));
    await page.keyboard.type(code);
    expect(await page.getByLabel('Enter OTP').inputValue()).toBe(code);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: /Personal$/ }).waitFor();
    await page.getByLabel('Current City').fill('Udupi');
    await page.getByLabel('Area Pincode').fill('576101');
    await page.getByRole('radio', { name: 'Open to Both' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Education$/ }).waitFor();
    await page.getByRole('group', { name: '12th / PU' }).getByLabel('Institution').fill('Poornaprajna PU College');

    // The phone reloads the page (a dropped tab, a pull to refresh).
    const kept = (await draft(page)) ?? '';
    expect(kept).toContain('Poornaprajna PU College');
    for (const secret of ['meera-pass-1', code]) expect(kept).not.toContain(secret);
    await page.reload();
    await page.getByRole('heading', { name: /Basic Info$/ }).waitFor();
    await page
      .getByText('Your answers are back. For your safety, type your password and the code from your email again.')
      .waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Meera Hegde');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('98450 12345');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
    expect(await page.getByLabel('Confirm Password').inputValue()).toBe('');
    expect(await page.getByLabel('Enter OTP').inputValue()).toBe('');
    await shot('restored');

    // Next with the password missing: the box is marked, described by its own message, in view and focused.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, 'Please fill in all required fields');
    await waitForFocus(page, 'register-password');
    const password = page.locator('#register-password');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, 'register-password')).toEqual(['Please fill in all required fields']);
    expect(await isInView(page, 'register-password')).toBe(true);
    // Marked by more than its colour: a heavier edge (a ring) that a valid box has not, and an icon beside the words.
    const ring = (id: string) => page.locator(`#${id}`).evaluate((box) => getComputedStyle(box).boxShadow);
    expect(await ring('register-password')).not.toBe(await ring('register-name'));
    expect(await page.locator('#register-password-issue svg').count()).toBe(1);
    await page.keyboard.type('meera-pass-1');
    await page.getByLabel('Confirm Password').fill('meera-pass-1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectAlert(page, 'Please enter the OTP');
    await waitForFocus(page, 'register-otp');
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Next' }).click();

    // Back on the step the student was on, with what was typed there.
    await page.getByRole('heading', { name: /Education$/ }).waitFor();
    const twelfth = page.getByRole('group', { name: '12th / PU' }).getByLabel('Institution');
    expect(await twelfth.inputValue()).toBe('Poornaprajna PU College');
    await page.getByRole('group', { name: 'UG Degree' }).getByLabel('Institution').fill('MIT Manipal');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Skills & Documents$/ }).waitFor();

    // The type-ahead, as the bug report has it: "Rea", ArrowDown, Enter adds the highlighted React.
    const skills = page.getByRole('combobox', { name: 'Skills' });
    const skillOptions = page.getByRole('listbox', { name: 'Skills suggestions' }).getByRole('option');
    await skills.tap();
    await page.keyboard.type('Rea');
    await skillOptions.first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[role=option][aria-selected=true]').textContent()).toBe('React');
    await page.keyboard.press('Enter');
    expect(await chips(page, 'skills')).toEqual(['React']);
    expect(await skills.inputValue()).toBe('');
    // Enter with nothing highlighted adds the typed text (docs/spec/student-side.md §2), suggestions or not.
    await page.keyboard.type('Rea');
    await skillOptions.first().waitFor();
    expect(await skills.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Enter');
    expect(await chips(page, 'skills')).toEqual(['React', 'Rea']);
    // Neither Enter submitted the form: no step message, still on step 4.
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('heading', { name: /Skills & Documents$/ }).waitFor();

    // Under an input method (Chromium's own composition, driven as a phone keyboard drives it): the word it ends
    // after the arrow keeps the highlight, and an Enter that only finishes the word adds nothing yet.
    const cdp = await context.newCDPSession(page);
    const compose = async (word: string) => {
      for (let end = 1; end <= word.length; end++) {
        const text = word.slice(0, end);
        await cdp.send('Input.imeSetComposition', { text, selectionStart: end, selectionEnd: end });
      }
    };
    const finishWord = (word: string) => cdp.send('Input.insertText', { text: word });
    const keywords = page.getByRole('combobox', { name: 'Keywords / Interests' });
    await keywords.tap();
    await compose('Rob');
    await page.getByRole('listbox', { name: 'Keywords / Interests suggestions' }).getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await finishWord('Rob');
    expect(await page.locator('[role=option][aria-selected=true]').textContent()).toBe('Robotics');
    await page.keyboard.press('Enter');
    expect(await chips(page, 'keywords / interests')).toEqual(['Robotics']);
    await compose('Kolam');
    await page.keyboard.press('Enter');
    await finishWord('Kolam');
    expect(await chips(page, 'keywords / interests')).toEqual(['Robotics']);
    expect(await keywords.inputValue()).toBe('Kolam');
    await page.keyboard.press('Enter');
    expect(await chips(page, 'keywords / interests')).toEqual(['Robotics', 'Kolam']);
    expect(await keywords.inputValue()).toBe('');
    await shot('skills');

    await page.getByRole('checkbox', { name: /I accept the/ }).click();
    await page.getByRole('checkbox', { name: /receive emails/ }).click();
    expect(await draft(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration successful!');
    await page.waitForURL(`${suite.product.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Meera!' }).waitFor();
    // The draft is gone once the account exists; the new-account greeting's flag stays.
    expect(await draft(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('newAccount'))).toBe('1');
    const profile = await page.evaluate(async () => {
      const response = await fetch('/api/profile', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()).user;
    });
    expect(profile).toMatchObject({
      name: 'Meera Hegde',
      email,
      phone: '98450 12345',
      currentCity: 'Udupi',
      pinCode: '576101',
      studyPreference: 'Both',
      twelfthPU: { institution: 'Poornaprajna PU College' },
      ugDegree: { institution: 'MIT Manipal' },
      skills: ['React', 'Rea'],
      keywords: ['Robotics', 'Kolam'],
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  const LANGUAGES: readonly Language[] = ['en', 'kn', 'hi'];
  const CASES = LANGUAGES.flatMap((language) => VIEWPORTS.map((viewport) => ({ language, viewport })));
  it.each(CASES)(
    'the restored form and a marked field in $language at $viewport.width px (screenshots)',
    async ({ language, viewport }) => {
      const words = (source: string) => inLanguage(language, source);
      const context = await openContext(viewport, `${language}-IN`);
      const page = await context.newPage();
      const name = `${language}-${viewport.name}`;
      await page.goto(`${suite.product.url}/register`);
      await page.getByRole('heading', { name: words('Create Your Account') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.locator('#register-name').fill('Kavya Shetty');
      await page.locator('#register-email').fill(`kavya.${name}@example.com`);
      await page.locator('#register-phone').fill('98765 43210');
      await page.locator('#register-password').fill('kavya-pass-1');

      await page.reload();
      await page.getByText(words('Your answers are back. For your safety, type your password again.')).waitFor();
      expect(await page.locator('#register-name').inputValue()).toBe('Kavya Shetty');
      expect(await page.locator('#register-password').inputValue()).toBe('');
      await shoot(page, `register-phone-restored-${name}`);

      await page.getByRole('button', { name: words('Next') }).click();
      await expectAlert(page, words('Please fill in all required fields'));
      await waitForFocus(page, 'register-password');
      expect(await page.locator('#register-password').getAttribute('aria-invalid')).toBe('true');
      expect(await descriptionOf(page, 'register-password')).toEqual([words('Please fill in all required fields')]);
      expect(await isInView(page, 'register-password')).toBe(true);
      expect(await focusedId(page)).toBe('register-password');
      // What the student sees: the window as the page left it, the marked box in view with the focus.
      await keepShot(page, `${SHOTS}/register-phone-invalid-${name}.png`, { settleMs: 350 });
      await context.close();
    },
  );
});
