// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toIndiaIsoDate } from '#web/lib/india-dates.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const user = buildUser({ name: 'Asha Rao' });

describe('Your data', () => {
  it('downloads the export as my-data-YYYY-MM-DD.json with the bearer token', async () => {
    const fetchMock = stubApi({
      user,
      routes: { 'GET /api/account/export': () => new Response('{"user":{}}', { status: 200 }) },
    });
    // jsdom has no object URLs; each test file runs in its own environment, so this does not leak.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderDashboard(user);

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(clicked).toEqual([`my-data-${toIndiaIsoDate()}.json`]));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/account/export');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('explains what deletion removes and keeps the student signed in after a wrong password', async () => {
    stubApi({
      user,
      routes: {
        'DELETE /api/account': () => errorResponse(400, { message: 'Incorrect password', code: 'WRONG_PASSWORD' }),
      },
    });
    renderDashboard(user);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Enter your password to confirm')),
    );
    expect(within(dialog).getByText(/profile and contact details/)).toBeTruthy();
    expect(within(dialog).getByText(/resume and profile picture/)).toBeTruthy();
    expect(within(dialog).getByText(/anonymous counts/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Enter your password to confirm'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Incorrect password')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('deletes the account with the password, signs out, toasts and goes home', async () => {
    const fetchMock = stubApi({
      user,
      routes: { 'DELETE /api/account': () => jsonResponse({ message: 'Your account has been deleted.' }) },
    });
    const { router } = renderDashboard(user);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Enter your password to confirm'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/account' && init?.method === 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'secret1' });
    // The account and its sessions are gone on the server: no logout call follows.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('logout'))).toEqual([]);
  });
});

describe('Signed-in devices', () => {
  it('logs out everywhere: one call with the token, a toast, home, and the browser forgets the session', async () => {
    const fetchMock = stubApi({
      user,
      routes: { 'POST /api/logout-everywhere': () => jsonResponse({ message: 'Logged out on every device' }) },
    });
    const { router } = renderDashboard(user);

    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));

    expect(await screen.findByText('Logged out on every device')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('logout'));
    expect(calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/logout-everywhere', 'POST']]);
    expect(new Headers(calls[0][1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('says so and keeps the student signed in when the server cannot be reached', async () => {
    stubApi({
      user,
      routes: {
        'POST /api/logout-everywhere': () => errorResponse(500, { message: 'Server error', code: 'SERVER_ERROR' }),
      },
    });
    const { router } = renderDashboard(user);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('tok');
  });
});
