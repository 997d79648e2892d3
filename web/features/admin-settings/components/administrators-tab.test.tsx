// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminInvitation, TAdministrator } from '#shared/schemas/admins.js';
import { type Handler, jsonResponse, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { writeAdminSession } from '#web/lib/session-storage.js';
import { stubResizeObserver } from '#web/test/api-stub.js';
import { buildAdmin, errorResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminSettingsPage } from './admin-settings-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ME: TAdministrator = {
  _id: 'admin-1',
  username: 'admin',
  email: 'admin@example.com',
  createdAt: '2026-01-05T04:30:00.000Z',
  isYou: true,
};
const PRIYA: TAdministrator = {
  _id: 'admin-2',
  username: 'priya',
  email: 'priya@example.com',
  createdAt: '2026-02-10T04:30:00.000Z',
  isYou: false,
};
const INVITATION: TAdminInvitation = {
  _id: 'invitation-1',
  username: 'ravi',
  email: 'ravi@example.com',
  invitedBy: 'admin',
  createdAt: '2026-03-01T04:30:00.000Z',
  expiresAt: '2099-03-04T04:30:00.000Z',
};

async function openTab(
  admins: TAdministrator[],
  invitations: TAdminInvitation[] = [],
  routes: Record<string, Handler> = {},
) {
  const calls = stubAdminApi({
    'GET /api/admin/settings': () => jsonResponse({}),
    'GET /api/admin/admins': () => jsonResponse({ admins, invitations }),
    ...routes,
  });
  // As renderAdmin, with the login page a removal of oneself goes to.
  stubResizeObserver();
  writeAdminSession('admin-token', buildAdmin());
  renderWithProviders(<AdminSettingsPage />, { path: '/admin/settings', otherPaths: ['/admin/login'] });
  await userEvent.click(screen.getByRole('tab', { name: 'Administrators' }));
  return calls;
}

const refusal = (status: number, code: string, message: string) => () =>
  errorResponse(status, { message, code } as never);

describe('the Administrators tab', () => {
  it('lists the administrators and the pending invitations', async () => {
    await openTab(
      [ME, PRIYA],
      [INVITATION, { ...INVITATION, _id: 'old', email: 'old@example.com', expiresAt: '2020-01-01T00:00:00.000Z' }],
    );
    const admins = await screen.findByRole('region', { name: 'Administrators (2)' });
    const rows = within(admins).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^adminYouadmin@example\.comAdministrator since 5 Jan 2026/),
      expect.stringMatching(/^priyapriya@example\.com/),
    ]);
    expect(within(admins).getByRole('button', { name: 'Remove yourself' })).toBeTruthy();
    const invitations = screen.getByRole('region', { name: 'Pending invitations (2)' });
    expect(within(invitations).getByText('Waiting')).toBeTruthy();
    expect(within(invitations).getByText('Expired')).toBeTruthy();
    expect(within(invitations).getAllByText(/Invited by admin/)).toHaveLength(2);
  });

  it('disables removing the last administrator and says why', async () => {
    await openTab([ME]);
    const button = await screen.findByRole('button', { name: 'Remove yourself' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('The last administrator cannot be removed. Invite another administrator first.');
    expect(screen.getByText('No invitations are waiting.')).toBeTruthy();
  });

  it('invites an administrator, and shows a taken username or email on its field', async () => {
    let answer: Handler = refusal(409, 'USERNAME_TAKEN', 'That username is taken');
    const calls = await openTab([ME], [], { 'POST /api/admin/admins/invitations': (url, init) => answer(url, init) });
    const username = await screen.findByLabelText('Username');
    const email = screen.getByLabelText('Email');
    await userEvent.type(username, 'admin');
    await userEvent.type(email, 'ravi@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(username));

    answer = refusal(409, 'ADMIN_EMAIL_TAKEN', 'An administrator with this email already exists');
    await userEvent.clear(username);
    await userEvent.type(username, 'ravi');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('An administrator with this email already exists')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    answer = () => jsonResponse({ message: 'Invitation sent!', invitation: INVITATION }, 201);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to ravi@example.com.')).toBeTruthy();
    expect(await screen.findByText('Invitation sent!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      username: 'ravi',
      email: 'ravi@example.com',
    });
    expect((username as HTMLInputElement).value).toBe('');
  });

  it('withdraws an invitation after asking', async () => {
    const calls = await openTab([ME], [INVITATION], {
      'DELETE /api/admin/admins/invitations/invitation-1': () => jsonResponse({ message: 'Invitation withdrawn' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to ravi@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation?' });
    expect(within(dialog).getByText(/The link sent to ravi@example\.com stops working/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invitation withdrawn')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('removes another administrator after asking, and stays signed in', async () => {
    const calls = await openTab([ME, PRIYA], [], {
      'DELETE /api/admin/admins/admin-2': () =>
        jsonResponse({ message: 'Administrator removed', admin: { _id: 'admin-2', username: 'priya', email: '' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove priya' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove priya?' });
    expect(within(dialog).getByText(/every device signed in as them is signed out/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Administrator removed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/admin/admins/admin-2')).toBe(
      true,
    );
    expect(localStorage.getItem('token')).toBe('admin-token');
  });

  it('signs out an administrator who removes themself', async () => {
    await openTab([ME, PRIYA], [], {
      'DELETE /api/admin/admins/admin-1': () =>
        jsonResponse({ message: 'Administrator removed', admin: { _id: 'admin-1', username: 'admin', email: '' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove yourself' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove yourself?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Page /admin/login')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
