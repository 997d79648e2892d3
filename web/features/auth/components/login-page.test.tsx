// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { cleanupAuthTest, deferred, findAlert, renderAuthPage, stubApi } from '../test/auth-test-kit.js';
import { LoginPage } from './login-page.js';

afterEach(cleanupAuthTest);

const user = buildUser({ email: 'asha@example.com' });

function renderLogin(initialEntry?: { pathname: string; state?: unknown }) {
  return renderAuthPage(<LoginPage />, {
    path: '/login',
    initialEntry,
    otherPaths: ['/dashboard', '/register', '/forgot-password', '/global-jobs'],
  });
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email Address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('links to sign up and to the recovery page, and toggles the password visibility', async () => {
    stubApi();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('requires the email and the password, then a valid email format, without calling the server', async () => {
    const calls = stubApi();
    renderLogin();
    await fillAndSubmit('', '');
    expect(await findAlert('Please enter your email address')).toBeTruthy();
    expect(await findAlert('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');

    await fillAndSubmit('asha@', 'secret1');
    expect(await findAlert('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/login')).toEqual([]);
  });

  it('signs in: "Signing in..." while busy, then the toast, the stored session and /dashboard', async () => {
    const answer = deferred<Response>();
    const calls = stubApi({ 'POST /api/login': () => answer.promise });
    sessionStorage.setItem('newAccount', '1');
    sessionStorage.setItem('registerDraft', JSON.stringify({ version: 1, step: 2, values: {}, otpSent: null }));
    const { router } = renderLogin();
    await fillAndSubmit('  Asha@Example.com ', 'secret1');

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({
      email: 'Asha@Example.com',
      password: 'secret1',
    });
    answer.resolve(jsonResponse({ token: 'tok-1', user }));

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('userType')).toBe('user');
    // Signing in again: "Welcome back" from now on, and a registration left unfinished in the tab is dropped.
    expect(sessionStorage.getItem('newAccount')).toBeNull();
    expect(sessionStorage.getItem('registerDraft')).toBeNull();
  });

  it('goes back where the guard came from', async () => {
    stubApi({ 'POST /api/login': () => jsonResponse({ token: 'tok-1', user }) });
    const { router } = renderLogin({ pathname: '/login', state: { from: '/global-jobs' } });
    await fillAndSubmit('asha@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/global-jobs'));
  });

  it("shows the server's message, or 'Login failed' without one, and stays on the page", async () => {
    let answer = errorResponse(401, { message: 'Invalid email or password', code: 'WRONG_CREDENTIALS' });
    stubApi({ 'POST /api/login': () => answer });
    const { router } = renderLogin();
    await fillAndSubmit('asha@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();

    answer = new Response('oops', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
