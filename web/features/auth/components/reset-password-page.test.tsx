// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor, within } from '#web/test/testing-library.js';
import { cleanupAuthTest, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { ResetPasswordPage } from './reset-password-page.js';

afterEach(cleanupAuthTest);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const renderReset = (search: string) =>
  renderAuthPage(<ResetPasswordPage />, {
    path: '/reset-password',
    initialEntry: { pathname: '/reset-password', search },
    otherPaths: ['/forgot-password', '/login'],
  });

describe('ResetPasswordPage', () => {
  it.each(['', '?token=', '?token=%20'])(
    "without a token (%s) says 'Invalid reset link' and goes to /forgot-password",
    async (search) => {
      stubApi();
      const { router } = renderReset(search);
      expect(await screen.findByText('Invalid reset link', { selector: '[data-title]' })).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    },
  );

  it('ticks the requirements live, shows the three messages, then the success view', async () => {
    const calls = stubApi({
      'POST /api/reset-password': () => jsonResponse({ message: 'Password reset successfully!' }),
    });
    const { router } = renderReset(`?token=${TOKEN}`);
    const newPassword = screen.getByLabelText(/^New Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/Confirm New Password/, { selector: 'input' });
    const requirements = screen.getByRole('list', { name: 'Password requirements' });
    const item = (name: RegExp) => within(requirements).getByText(name).closest('li')?.textContent;
    expect(item(/At least 6 characters/)).toContain('(not met yet)');
    expect(item(/Passwords match/)).toContain('(not met yet)');

    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await submit();
    expect(await findAlert('Please fill in all fields')).toBeTruthy();
    await userEvent.type(newPassword, 'abcdef');
    expect(item(/At least 6 characters/)).toContain('(met)');
    await userEvent.type(confirm, 'abcdeg');
    await submit();
    expect(await findAlert('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(newPassword);
    await userEvent.clear(confirm);
    await userEvent.type(newPassword, 'abc');
    await userEvent.type(confirm, 'abc');
    expect(item(/Passwords match/)).toContain('(met)');
    expect(item(/At least 6 characters/)).toContain('(not met yet)');
    await submit();
    expect(await findAlert('Password must be at least 6 characters long')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/reset-password')).toBe(false);

    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(newPassword.getAttribute('type')).toBe('text');
    await userEvent.type(newPassword, 'def');
    await userEvent.type(confirm, 'def');
    await submit();
    expect(await screen.findByText('Password reset successfully!')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/reset-password')?.body).toEqual({
      token: TOKEN,
      newPassword: 'abcdef',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Continue to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message for a used link, or 'Failed to reset password'", async () => {
    let answer = () =>
      errorResponse(400, { message: 'This reset link is invalid or has expired', code: 'RESET_LINK_INVALID' });
    stubApi({ 'POST /api/reset-password': () => answer() });
    renderReset(`?token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'secret1');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeTruthy();
    answer = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to Login' })).toBeNull();
  });
});
