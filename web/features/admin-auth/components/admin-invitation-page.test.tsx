// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#web/config/paths.js';
import { type ApiHandler, stubApi } from '#web/test/api-stub.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { markerRoutes, renderRoutes } from '#web/test/render-routes.js';
import { cleanup, screen, waitFor } from '#web/test/testing-library.js';
import { AdminInvitationPage } from './admin-invitation-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'Zm9vYmFyLWludml0YXRpb24tdG9rZW4tb2YtNDMtY2hhcnM';
const API_PATH = `/api/admin/invitations/${TOKEN}`;
const ADMIN = { _id: 'admin-2', username: 'priya', email: 'priya@example.com' };
const PASSWORD = 'a-long-admin-passphrase';

function renderPage({ get, post }: { get?: ApiHandler; post?: ApiHandler } = {}) {
  const { calls } = stubApi({
    [`GET ${API_PATH}`]: get ?? (() => jsonResponse({ username: 'priya', email: 'priya@example.com' })),
    [`POST ${API_PATH}`]:
      post ??
      (() =>
        jsonResponse({
          message: 'Welcome! Your administrator account is ready.',
          token: 'new-admin-token',
          admin: ADMIN,
        })),
  });
  renderRoutes(
    [
      { path: paths.admin.invitation.path, element: <AdminInvitationPage /> },
      ...markerRoutes([paths.admin.login.path, paths.admin.dashboard.path]),
    ],
    paths.admin.invitation.getHref(TOKEN),
  );
  return calls;
}

const refusal =
  (status: number, code: string, message = 'Words the page does not read') =>
  () =>
    errorResponse(status, { message, code } as never);

async function typePasswords(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('AdminInvitationPage', () => {
  it('loads the invitation, moves the focus to its heading, and shows whom it invites', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your invitation');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Join the administrators' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('priya')).toBeTruthy();
    expect(screen.getByText('priya@example.com')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(document.getElementById('invitation-password-hint')?.textContent).toMatch(/^At least 12 characters/);
    expect(password.getAttribute('aria-describedby')).toBe('invitation-password-hint');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('checks the password before sending: 12 characters, typed twice alike', async () => {
    const calls = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Join the administrators' });
    await typePasswords('too-short');
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await typePasswords(PASSWORD, `${PASSWORD}x`);
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sets the password, signs the new administrator in and says so, with the focus on the new heading', async () => {
    const calls = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Join the administrators' });
    await typePasswords(PASSWORD);
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome, priya!' });
    await waitFor(() => expect(document.activeElement).toBe(welcome));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: PASSWORD });
    expect(localStorage.getItem('token')).toBe('new-admin-token');
    expect(JSON.parse(localStorage.getItem('adminData') ?? '{}').username).toBe('priya');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('Page /admin')).toBeTruthy();
  });

  it('puts a refused common password on its field and focuses it', async () => {
    renderPage({
      post: refusal(
        400,
        'PASSWORD_TOO_COMMON',
        'This password is one of the most common ones and easy to guess. Please choose another.',
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Join the administrators' });
    await typePasswords('password1234');
    expect(await screen.findByText(/one of the most common ones/)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain('invitation-password-error');
  });

  it.each([
    [404, 'INVITATION_INVALID', 'This invitation link is not valid', /withdrawn, or replaced/],
    [410, 'INVITATION_EXPIRED', 'This invitation has expired', /work for 72 hours/],
    [410, 'INVITATION_USED', 'This invitation has been used', /already set up/],
  ] as const)('shows its own step for a %i %s, with the way to the admin login', async (status, code, title, words) => {
    renderPage({ get: refusal(status, code) });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByText('Words the page does not read')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to admin login' }).getAttribute('href')).toBe('/admin/login');
  });

  it('moves to the used step when the link was spent while the form was open', async () => {
    renderPage({ post: refusal(410, 'INVITATION_USED') });
    await screen.findByRole('heading', { level: 1, name: 'Join the administrators' });
    await typePasswords(PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation has been used' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers to try again when the invitation cannot be loaded', async () => {
    let fail = true;
    renderPage({
      get: () =>
        fail ? new Response('', { status: 500 }) : jsonResponse({ username: 'priya', email: 'priya@example.com' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your invitation');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the administrators' })).toBeTruthy();
  });
});
