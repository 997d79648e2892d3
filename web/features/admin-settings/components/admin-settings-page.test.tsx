// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/constants.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminSettingsPage } from './admin-settings-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SETTINGS = { ...DEFAULT_SETTINGS, supportEmail: 'support@example.com' };

describe('AdminSettingsPage', () => {
  it('saves every system setting and refuses a maximum outside 1 to 20', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/settings': (_url, init) =>
        jsonResponse({ message: 'System settings updated successfully!', settings: JSON.parse(String(init?.body)) }),
    });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    const max = await screen.findByLabelText('Maximum applications per user (per day)');
    await userEvent.clear(max);
    await userEvent.type(max, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Maximum applications per user must be between 1 and 20')).toBeTruthy();

    await userEvent.clear(max);
    await userEvent.type(max, '5');
    await userEvent.clear(screen.getByLabelText('Platform name'));
    await userEvent.type(screen.getByLabelText('Platform name'), 'InternHub');
    await userEvent.click(screen.getByRole('switch', { name: 'Auto approval' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('System settings updated successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...SETTINGS,
      maxApplicationsPerUser: 5,
      platformName: 'InternHub',
      autoApproval: true,
    });
  });

  it('saves the days before an unanswered application closes, refusing a number outside 1 to 60', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/settings': (_url, init) =>
        jsonResponse({ message: 'System settings updated successfully!', settings: JSON.parse(String(init?.body)) }),
    });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    const days = await screen.findByLabelText('Close unanswered applications after (days)');
    expect((days as HTMLInputElement).value).toBe('15');
    expect(days.getAttribute('min')).toBe('1');
    expect(days.getAttribute('max')).toBe('60');
    expect(document.getElementById('noResponseDays-hint')?.textContent).toMatch(
      /^Applications with no answer from the company close as “No response” after this many days; the student is told and an admin can reopen them\./,
    );
    for (const wrong of ['0', '61']) {
      await userEvent.clear(days);
      await userEvent.type(days, wrong);
      await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(await screen.findByText('Days before closing without an answer must be between 1 and 60')).toBeTruthy();
      expect(days.getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('System settings updated successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...SETTINGS, noResponseDays: 30 });
  });

  it('saves the days before an internship without an expiry date closes, 1 to 365', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/settings': (_url, init) =>
        jsonResponse({ message: 'System settings updated successfully!', settings: JSON.parse(String(init?.body)) }),
    });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    const days = await screen.findByLabelText('Close internships without an expiry date after (days)');
    expect((days as HTMLInputElement).value).toBe('45');
    expect([days.getAttribute('min'), days.getAttribute('max')]).toEqual(['1', '365']);
    expect(document.getElementById('listingExpiryDays-hint')?.textContent).toBe(
      'Internships without an expiry date close this many days after they are posted. Between 1 and 365.',
    );
    await userEvent.clear(days);
    await userEvent.type(days, '366');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Days before an internship closes must be between 1 and 365')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.type(days, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    // (The tests before leave their own success toasts on the page.)
    expect((await screen.findAllByText('System settings updated successfully!')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...SETTINGS, listingExpiryDays: 60 });
  });

  it('shows Failed to fetch system settings when they cannot load', async () => {
    stubAdminApi({ 'GET /api/admin/settings': () => new Response('', { status: 500 }) });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    expect((await screen.findAllByText('Failed to fetch system settings')).length).toBeGreaterThan(0);
  });

  it('updates the profile and the signed-in admin', async () => {
    stubAdminApi({
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/profile': (_url, init) =>
        jsonResponse({
          message: 'Profile updated successfully!',
          admin: { _id: 'admin-1', ...JSON.parse(String(init?.body)) },
        }),
    });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'chief');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('adminData') ?? '{}').username).toBe('chief');
    expect(localStorage.getItem('token')).toBe('admin-token');
  });

  it('checks the new password, then stores the fresh token', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/password': () => jsonResponse({ message: 'Password updated successfully!', token: 'new-token' }),
    });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    const panel = await screen.findByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(panel).getByLabelText('New password'), 'secret-1');
    await userEvent.type(within(panel).getByLabelText('Confirm new password'), 'secret-2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New passwords do not match')).toBeTruthy();

    await userEvent.clear(within(panel).getByLabelText('New password'));
    await userEvent.type(within(panel).getByLabelText('New password'), 'abc');
    await userEvent.clear(within(panel).getByLabelText('Confirm new password'));
    await userEvent.type(within(panel).getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(within(panel).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/admin/password')).toBe(false);

    await userEvent.clear(within(panel).getByLabelText('New password'));
    await userEvent.type(within(panel).getByLabelText('New password'), 'long-secret-1');
    await userEvent.clear(within(panel).getByLabelText('Confirm new password'));
    await userEvent.type(within(panel).getByLabelText('Confirm new password'), 'long-secret-1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(calls.find((call) => call.url.pathname === '/api/admin/password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'long-secret-1',
    });
  });
});
