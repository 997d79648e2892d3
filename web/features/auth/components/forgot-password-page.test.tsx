// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { ForgotPasswordPage } from './forgot-password-page.js';

afterEach(cleanupAuthTest);

const renderForgot = () => renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password', otherPaths: ['/login'] });
const sent = () => jsonResponse({ message: 'OTP sent to your email!' });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

/**
 * A step shown and its heading focused: the page moves focus to the heading once the step has rendered,
 * so what a test types before that would land on the heading, not in the field.
 */
const reached = (name: string) => waitFor(async () => expect(document.activeElement).toBe(await heading(name)));

async function sendCode() {
  await userEvent.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('OTP sent to your email!')).toBeTruthy();
  await reached('Enter the code');
}

describe('ForgotPasswordPage', () => {
  it("step 1: requires the email, shows the server's message or 'Failed to send OTP', and always offers Back to Login", async () => {
    let answer = () => errorResponse(429, { message: 'Too many requests, please wait.', code: 'TOO_MANY_REQUESTS' });
    const calls = stubApi({ 'POST /api/forgot-password': () => answer() });
    renderForgot();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await findAlert('Please enter your email address')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/forgot-password')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Email Address/), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many requests, please wait.')).toBeTruthy();
    answer = () => new Response(null, { status: 502 });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
    expect(await heading('Find your account')).toBeTruthy();
  });

  it('step 2: OTP messages; Back and "Send again" return to step 1; six digits move on with no server call', async () => {
    const calls = stubApi({ 'POST /api/forgot-password': sent });
    renderForgot();
    await sendCode();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await findAlert('Please enter the OTP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Enter OTP/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await findAlert('OTP must be 6 digits')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Find your account')).toBeTruthy();
    expect((screen.getByLabelText(/Email Address/) as HTMLInputElement).value).toBe('asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await heading('Enter the code');
    await userEvent.click(screen.getByRole('button', { name: "Didn't receive OTP? Send again" }));
    expect(await heading('Find your account')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await heading('Enter the code');

    const before = calls.length;
    await userEvent.type(screen.getByLabelText(/Enter OTP/), '654321');
    expect(await screen.findByText('OTP verified! Please set your new password.')).toBeTruthy();
    expect(await heading('Set a new password')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it('step 3: the three checks, then POST /api/reset-password with the code and /login', async () => {
    const calls = stubApi({
      'POST /api/forgot-password': sent,
      'POST /api/reset-password': () => jsonResponse({ message: 'Password reset successfully!' }),
    });
    const { router } = renderForgot();
    await sendCode();
    await userEvent.type(screen.getByLabelText(/Enter OTP/), '654321');
    await reached('Set a new password');

    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const newPassword = screen.getByLabelText(/^New Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/Confirm New Password/, { selector: 'input' });
    await submit();
    expect(await findAlert('Please fill in all fields')).toBeTruthy();
    await userEvent.type(newPassword, 'abc');
    await submit();
    expect(await findAlert('Please fill in all fields')).toBeTruthy();
    await userEvent.type(confirm, 'abd');
    await submit();
    expect(await findAlert('Passwords do not match')).toBeTruthy();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'abc');
    await submit();
    expect(await findAlert('Password must be at least 6 characters long')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/reset-password')).toBe(false);

    await userEvent.type(newPassword, 'def');
    await userEvent.type(confirm, 'def');
    await submit();
    expect(await screen.findByText('Password reset successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/reset-password')?.body).toEqual({
      email: 'asha@example.com',
      otp: '654321',
      newPassword: 'abcdef',
    });
  });

  it("a refused code shows the server's message and asks for the code again; other failures say 'Failed to reset password'", async () => {
    let answer = () => new Response(null, { status: 500 });
    stubApi({ 'POST /api/forgot-password': sent, 'POST /api/reset-password': () => answer() });
    const { router } = renderForgot();
    await sendCode();
    await userEvent.type(screen.getByLabelText(/Enter OTP/), '654321');
    await reached('Set a new password');
    await userEvent.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/, { selector: 'input' }), 'secret1');

    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
    answer = () => errorResponse(400, { message: 'Invalid or expired OTP', code: 'OTP_INVALID' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired OTP')).toBeTruthy();
    expect(await heading('Enter the code')).toBeTruthy();
    expect((screen.getByLabelText(/Enter OTP/) as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
