import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFrom, resetLinkFrom, waitForMail } from './mail.js';
import { dismissToasts, expectToast, shoot, VIEWPORTS } from './student-auth-kit.js';
import { registerStudent } from './students.js';
import { browserSuite } from './suite.js';

// docs/spec/student-side.md §2 Forgot password (by code) and Password reset page (by link), with the mail from a real SMTP server.
describe('password recovery in a real browser', () => {
  const suite = browserSuite({ mail: true });

  async function login(page: Page, email: string, password: string) {
    await page.goto(`${suite.product.url}/login`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it.each(VIEWPORTS)('resets a forgotten password with the emailed code ($name)', async (viewport) => {
    const page = await suite.browser.newPage({ viewport });
    const shot = (name: string) => shoot(page, `recovery-code-${name}-${viewport.name}`);
    const email = `code.${viewport.name}@example.com`;
    await registerStudent(
      suite.product.url,
      { name: 'Ravi Kumar', email, password: 'old-password-1' },
      { sink: suite.sink, withResume: false },
    );

    await page.goto(`${suite.product.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await shot('1-email');
    await page.getByLabel('Email Address').fill(email);
    const before = suite.sink.received.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTP sent to your email!');
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await shot('2-code');
    const code = codeFrom(await waitForMail(suite.sink, email, 'Reset your', before));

    await dismissToasts(page);
    await page.getByLabel('Enter OTP').fill(code);
    await expectToast(page, 'OTP verified! Please set your new password.');
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel(/^New Password/).fill('new-password-2');
    await page.getByLabel(/^Confirm New Password/).fill('new-password-2');
    await shot('3-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset successfully!');
    await page.waitForURL('**/login');

    await login(page, email, 'old-password-1');
    await expectToast(page, 'Invalid email or password');
    await dismissToasts(page);
    await login(page, email, 'new-password-2');
    await expectToast(page, 'Login successful!');
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it.each(VIEWPORTS)('resets a forgotten password with the emailed link, once ($name)', async (viewport) => {
    const page = await suite.browser.newPage({ viewport });
    const shot = (name: string) => shoot(page, `recovery-link-${name}-${viewport.name}`);
    const email = `link.${viewport.name}@example.com`;
    await registerStudent(
      suite.product.url,
      { name: 'Meera Iyer', email, password: 'old-password-1' },
      { sink: suite.sink, withResume: false },
    );

    await page.goto(`${suite.product.url}/forgot-password`);
    await page.getByLabel('Email Address').fill(email);
    const before = suite.sink.received.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const link = resetLinkFrom(await waitForMail(suite.sink, email, 'Reset your', before), suite.product.url);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const requirements = page.getByRole('list', { name: 'Password requirements' });
    await page.getByLabel(/^New Password/).fill('link-password-3');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel(/^New Password/).getAttribute('type')).toBe('text');
    await page.getByLabel(/^Confirm New Password/).fill('link-password-3');
    expect(await requirements.getByText('(met)').count()).toBe(2);
    await shot('1-form');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset successfully!');
    await page.getByRole('heading', { name: 'Password Reset!' }).waitFor();
    await shot('2-success');
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await page.waitForURL('**/login');

    await login(page, email, 'link-password-3');
    await expectToast(page, 'Login successful!');
    await page.waitForURL('**/dashboard');

    // A link works once: the second use shows the server's message.
    await page.goto(link);
    await page.getByLabel(/^New Password/).fill('another-pass-4');
    await page.getByLabel(/^Confirm New Password/).fill('another-pass-4');
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Failed to reset password');
    await shot('3-used-link');
    await page.close();
  });

  it.each(VIEWPORTS)(
    "sends a link without a token to /forgot-password with 'Invalid reset link' ($name)",
    async (viewport) => {
      const page = await suite.browser.newPage({ viewport });
      await page.goto(`${suite.product.url}/reset-password`);
      await expectToast(page, 'Invalid reset link');
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      await shoot(page, `recovery-invalid-link-${viewport.name}`);
      await page.close();
    },
  );
});
