import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng, minimalPdf } from './files.js';
import { codeFrom, waitForMail } from './mail.js';
import { E2E_ADMIN } from './product.js';
import { dismissToasts, expectAlert, expectToast, shoot, VIEWPORTS, type Viewport } from './student-auth-kit.js';
import { browserSuite } from './suite.js';

// Every client message of docs/spec/student-side.md §5 (login, registration steps, forgot password, reset page) in a real
// browser at both widths, each state captured in /tmp/shots/auth.
describe('student account validation messages in a real browser', () => {
  const suite = browserSuite({ mail: true });

  async function open(viewport: Viewport, path: string) {
    const page = await suite.browser.newPage({ viewport });
    await page.goto(`${suite.product.url}${path}`);
    return page;
  }

  /** Clicks `button`, expects the inline alert `message`, and captures the screen. */
  async function expectMessage(page: Page, button: string, message: string, shot: string) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expectAlert(page, message);
    await shoot(page, shot);
  }

  it.each(VIEWPORTS)('login: required fields and email format ($name)', async (viewport) => {
    const page = await open(viewport, '/login');
    await expectMessage(page, 'Sign In', 'Please enter your email address', `invalid-login-empty-${viewport.name}`);
    await expectAlert(page, 'Please enter your password');
    expect(await page.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email Address').fill('asha@');
    await page.getByLabel(/^Password/).fill('secret1');
    await expectMessage(page, 'Sign In', 'Please enter a valid email address', `invalid-login-email-${viewport.name}`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it.each(VIEWPORTS)(
    'registration: every step message, then a refused code sends the student back ($name)',
    async (viewport) => {
      const page = await open(viewport, '/register');
      const name = (step: string) => `invalid-register-${step}-${viewport.name}`;
      const email = `checks.${viewport.name}@example.com`;

      await expectMessage(page, 'Next', 'Please fill in all required fields', name('1-required'));
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectAlert(page, 'Please enter your email address');
      await shoot(page, name('1-send-otp-no-email'));
      await page.getByLabel('Full Name').fill('Kiran Shetty');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Phone Number').fill('9845012345');
      await page.getByLabel(/^Password/).fill('secret1');
      await page.getByLabel('Confirm Password').fill('secret2');
      await expectMessage(page, 'Next', 'Passwords do not match', name('1-mismatch'));
      await page.getByLabel(/^Password/).fill('abc');
      await page.getByLabel('Confirm Password').fill('abc');
      await expectMessage(page, 'Next', 'Password must be at least 6 characters long', name('1-short'));
      await page.getByLabel(/^Password/).fill('kiran-pass-7');
      await page.getByLabel('Confirm Password').fill('kiran-pass-7');
      await expectMessage(page, 'Next', 'Please send and verify OTP first', name('1-otp-first'));

      const before = suite.sink.received.length;
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectToast(page, 'OTP sent to your email!');
      const code = codeFrom(await waitForMail(suite.sink, email, 'verification code', before));
      await dismissToasts(page);
      await expectMessage(page, 'Next', 'Please enter the OTP', name('1-enter-otp'));
      await page.getByLabel('Enter OTP').fill('123');
      await expectMessage(page, 'Next', 'OTP must be 6 digits', name('1-otp-digits'));
      // A wrong code passes the client (it cannot know) and is refused by the server at the end.
      const wrongCode = code === '000000' ? '111111' : '000000';
      await page.getByLabel('Enter OTP').fill(wrongCode);
      await page.getByRole('button', { name: 'Next' }).click();

      await expectMessage(page, 'Next', 'Please enter your current city', name('2-city'));
      await page.getByLabel('Current City').fill('Udupi');
      await expectMessage(page, 'Next', 'Please enter your area pincode', name('2-pincode'));
      await page.getByLabel('Area Pincode').fill('5761');
      await expectMessage(page, 'Next', 'Please enter a valid 6-digit pincode', name('2-pincode-format'));
      await page.getByLabel('Area Pincode').fill('576101');
      await page.getByRole('button', { name: 'Next' }).click();

      await expectMessage(page, 'Next', 'Please enter institution for all education details', name('3-institutions'));
      await page.getByRole('group', { name: '12th / PU' }).getByLabel('Institution').fill('Poornaprajna PU College');
      await expectMessage(page, 'Next', 'Please enter institution for all education details', name('3-ug-missing'));
      await page.getByRole('group', { name: 'UG Degree' }).getByLabel('Institution').fill('MIT Manipal');
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByRole('heading', { name: /Skills & Documents$/ }).waitFor();
      await page.getByRole('checkbox', { name: /I accept the/ }).click();
      await page.getByRole('checkbox', { name: /receive emails/ }).click();
      await expectMessage(page, 'Create Account', 'Please add at least one skill', name('4-skill'));
      await page.getByRole('combobox', { name: 'Skills' }).fill('AutoCAD');
      await page.keyboard.press('Enter');
      await expectMessage(page, 'Create Account', 'Please add at least one keyword', name('4-keyword'));
      await page.getByRole('combobox', { name: 'Keywords / Interests' }).fill('Civil Engineering');
      await page.keyboard.press('Enter');
      await page
        .locator('#register-resume')
        .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: gradientPng() });
      await expectAlert(page, 'Please select a PDF file for resume');
      await page
        .locator('#register-picture')
        .setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await expectAlert(page, 'Please select an image file for profile picture');
      await shoot(page, name('4-file-types'));

      await page.getByRole('button', { name: 'Create Account' }).click();
      const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(/OTP/);
      await page.getByRole('heading', { name: /Basic Info$/ }).waitFor();
      await shoot(page, name('5-wrong-code'));
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Kiran Shetty');
      await page.close();
    },
  );

  it.each(VIEWPORTS)('forgot password: email, code and new password messages ($name)', async (viewport) => {
    const page = await open(viewport, '/forgot-password');
    const name = (step: string) => `invalid-forgot-${step}-${viewport.name}`;
    await expectMessage(page, 'Send OTP', 'Please enter your email address', name('1-email'));
    // Unknown and known emails answer alike (docs/spec/product-decisions.md → Accounts), so the wizard moves on.
    await page.getByLabel('Email Address').fill(`nobody.${viewport.name}@example.com`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTP sent to your email!');
    await dismissToasts(page);
    await expectMessage(page, 'Verify OTP', 'Please enter the OTP', name('2-otp'));
    await page.getByLabel('Enter OTP').fill('123');
    await expectMessage(page, 'Verify OTP', 'OTP must be 6 digits', name('2-otp-digits'));
    await page.getByLabel('Enter OTP').fill('123456');
    await expectToast(page, 'OTP verified! Please set your new password.');
    await dismissToasts(page);
    await expectNewPasswordMessages(page, name);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await toast.waitFor();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await shoot(page, name('4-server-refused'));
    await page.close();
  });

  it.each(VIEWPORTS)('reset page: the three checks, then the server refuses a bad link ($name)', async (viewport) => {
    const page = await open(viewport, '/reset-password?token=not-a-real-token-0123456789abcdef');
    const name = (step: string) => `invalid-reset-${step}-${viewport.name}`;
    await expectNewPasswordMessages(page, name);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await toast.waitFor();
    await shoot(page, name('4-server-refused'));
    expect(await page.getByRole('link', { name: 'Continue to Login' }).count()).toBe(0);
    await page.close();
  });

  it('registration switched off: the page says so instead of showing the form (both widths)', async () => {
    const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const headers = {
        'Content-Type': 'application/json',
        ...(init.token && { Authorization: `Bearer ${init.token}` }),
      };
      const response = await fetch(`${suite.product.url}/api${path}`, { ...init, headers });
      expect(response.ok, `${path}: ${response.status}`).toBe(true);
      return response.json();
    };
    const { token } = await api('/admin/login', { method: 'POST', body: JSON.stringify(E2E_ADMIN) });
    const settings = await api('/admin/settings', { token });
    await api('/admin/settings', {
      method: 'PUT',
      token,
      body: JSON.stringify({ ...settings, registrationEnabled: false }),
    });
    try {
      for (const viewport of VIEWPORTS) {
        const page = await open(viewport, '/register');
        await page.getByText('New user registration is currently disabled.').waitFor();
        expect(await page.getByLabel('Full Name').count()).toBe(0);
        await shoot(page, `register-disabled-${viewport.name}`);
        await page.close();
      }
    } finally {
      await api('/admin/settings', { method: 'PUT', token, body: JSON.stringify(settings) });
    }
  });

  /** docs/spec/student-side.md §5: fill all, then match, then at least 6; leaves a valid pair typed. */
  async function expectNewPasswordMessages(page: Page, name: (step: string) => string) {
    const password = page.getByLabel(/^New Password/);
    const confirm = page.getByLabel(/^Confirm New Password/);
    await expectMessage(page, 'Reset Password', 'Please fill in all fields', name('3-fill-all'));
    await password.fill('abc');
    await confirm.fill('abd');
    await expectMessage(page, 'Reset Password', 'Passwords do not match', name('3-mismatch'));
    await confirm.fill('abc');
    await expectMessage(page, 'Reset Password', 'Password must be at least 6 characters long', name('3-short'));
    await password.fill('valid-pass-1');
    await confirm.fill('valid-pass-1');
  }
});
