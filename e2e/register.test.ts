import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng, minimalPdf } from './files.js';
import { codeFrom, waitForMail } from './mail.js';
import { dismissToasts, expectToast, shoot, VIEWPORTS, type Viewport } from './student-auth-kit.js';
import { browserSuite } from './suite.js';

// docs/spec/student-side.md §2 Registration wizard and Login, end to end: the code comes from a real SMTP server.
describe('student registration, logout and login in a real browser', () => {
  const suite = browserSuite({ mail: true });

  /** The API's status for `token` on the student's profile: 401 once the session has ended on the server. */
  const profileStatus = (token: string | null) =>
    fetch(`${suite.product.url}/api/profile`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
  /** The session `token` ends on the server (the browser's logout call is sent without waiting for it). */
  async function expectEnded(token: string | null) {
    for (let i = 0; i < 50 && (await profileStatus(token)) !== 401; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await profileStatus(token)).toBe(401);
  }

  async function logout(page: Page, viewport: Viewport, name: string) {
    const token = await storedToken(page);
    expect(await profileStatus(token)).toBe(200);
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await shoot(page, `register-5b-menu-${viewport.name}`);
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await shoot(page, `register-5b-menu-${viewport.name}`);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    // docs/spec/student-side.md §2: logout clears the session and goes to /.
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    // The token a copy of the browser's storage would hold no longer opens the account.
    await expectEnded(token);
  }

  it.each(VIEWPORTS)(
    'registers in four steps with a resume and a picture, then logs out and in ($name)',
    async (viewport) => {
      const page = await suite.browser.newPage({ viewport });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const shot = (name: string) => shoot(page, `register-${name}-${viewport.name}`);
      const email = `asha.${viewport.name}@example.com`;
      const name = `Asha ${viewport.name === 'phone' ? 'Phone' : 'Desk'}`;

      await page.goto(`${suite.product.url}/register`);
      await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
      await shot('1-empty');

      // Step 1: Basic Info, with the code read from the mail.
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email Address').fill(email);
      const before = suite.sink.received.length;
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectToast(page, 'OTP sent to your email!');
      const otp = codeFrom(await waitForMail(suite.sink, email, 'verification code', before));
      await page.getByLabel('Enter OTP').fill(otp);
      await page.getByLabel('Phone Number').fill('98765 43210');
      await page.getByLabel(/^Password/).fill('first-pass-1');
      await page.getByLabel('Confirm Password').fill('first-pass-1');
      await shot('1-filled');
      await dismissToasts(page);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: Personal.
      await page.getByRole('heading', { name: /Personal$/ }).waitFor();
      expect(await page.getByRole('radio', { name: 'Study Abroad' }).getAttribute('aria-checked')).toBe('true');
      await page.getByLabel('Current City').fill('Mysuru');
      await page.getByLabel('Area Pincode').fill('570001');
      await page.getByRole('radio', { name: 'Open to Both' }).click();
      await page.getByLabel('Future Goals (optional)').fill('Work on accessible public services.');
      await page.getByLabel('Section / Stream (optional)').fill('Science');
      await shot('2-personal');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3: Education.
      await page.getByRole('heading', { name: /Education$/ }).waitFor();
      const twelfth = page.getByRole('group', { name: '12th / PU' });
      await twelfth.getByLabel('Institution').fill('Marimallappa PU College');
      await twelfth.getByLabel('Passed Year').fill('2022');
      await twelfth.getByLabel('Percentage').fill('88');
      const ug = page.getByRole('group', { name: 'UG Degree' });
      await ug.getByLabel('Institution').fill('University of Mysore');
      await ug.getByLabel('Course').fill('B.Sc. Computer Science');
      await page.getByRole('radio', { name: 'Third Year' }).click();
      await shot('3-education');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 4: Skills & Documents.
      await page.getByRole('heading', { name: /Skills & Documents$/ }).waitFor();
      const createAccount = page.getByRole('button', { name: 'Create Account' });
      expect(await createAccount.isDisabled()).toBe(true);
      await page.getByRole('combobox', { name: 'Skills' }).fill('reac');
      await page.getByRole('option', { name: 'React', exact: true }).waitFor();
      await shot('4-suggestions');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('combobox', { name: 'Skills' }).fill('  Kannada typing ');
      await page.getByRole('button', { name: 'Add skill' }).click();
      await page.getByRole('combobox', { name: 'Keywords / Interests' }).fill('web dev');
      await page.getByRole('option', { name: 'Web Development' }).click();
      await page
        .locator('#register-resume')
        .setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await page.getByText('asha-cv.pdf').waitFor();
      await page
        .locator('#register-picture')
        .setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: gradientPng() });
      await page.getByRole('img', { name: 'Chosen profile picture' }).waitFor();
      await page.getByRole('checkbox', { name: /I accept the/ }).click();
      expect(await createAccount.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /receive emails/ }).click();
      expect(await createAccount.isEnabled()).toBe(true);
      await shot('4-filled');
      await createAccount.click();

      await expectToast(page, 'Registration successful!');
      await page.waitForURL(`${suite.product.url}/dashboard`);
      const profile = await page.evaluate(async () => {
        const response = await fetch('/api/profile', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await response.json()).user;
      });
      expect(profile).toMatchObject({
        name,
        email,
        studyPreference: 'Both',
        currentAcademicStatus: 'Third Year',
        skills: ['React', 'Kannada typing'],
        keywords: ['Web Development'],
        hasResume: true,
        resumeFilename: 'asha-cv.pdf',
        hasProfilePicture: true,
      });
      // A new account is welcomed, not welcomed back.
      await page.getByRole('heading', { level: 1, name: `Welcome, ${name.split(' ')[0]}!` }).waitFor();
      await shot('5-dashboard');

      await logout(page, viewport, name);

      // Log in again: a wrong password first (the server's message in a toast), then the right one.
      await page.goto(`${suite.product.url}/login`);
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel(/^Password/).fill('not-my-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Invalid email or password');
      await shot('6-login-wrong-password');
      expect(new URL(page.url()).pathname).toBe('/login');
      await dismissToasts(page);
      await page.getByLabel(/^Password/).fill('first-pass-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login successful!');
      await page.waitForURL(`${suite.product.url}/dashboard`);
      expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('user');
      await page.getByRole('heading', { level: 1, name: `Welcome back, ${name.split(' ')[0]}!` }).waitFor();

      // Log out everywhere, from the dashboard: this session and the earlier ones end.
      const token = await storedToken(page);
      const everywhere = page.getByRole('button', { name: 'Log out everywhere' });
      await everywhere.scrollIntoViewIfNeeded();
      await shot('7-signed-in-devices');
      await everywhere.click();
      await expectToast(page, 'Logged out on every device');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedToken(page)).toBeNull();
      await expectEnded(token);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
