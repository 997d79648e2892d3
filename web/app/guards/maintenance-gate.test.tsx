// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAdminSession } from '#web/lib/session-storage.js';
import { buildAdmin, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { renderRoutes } from '#web/test/render-routes.js';
import { cleanup, screen } from '#web/test/testing-library.js';
import { MaintenanceGate } from './maintenance-gate.js';

function stubSettings(maintenanceMode: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/settings/public') {
        return jsonResponse({
          platformName: 'Test Portal',
          supportEmail: 'help@test.example',
          registrationEnabled: true,
          maintenanceMode,
        });
      }
      if (url === '/api/admin/me') return jsonResponse({ admin: buildAdmin() });
      return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
}

function renderSite() {
  renderRoutes([{ Component: MaintenanceGate, children: [{ path: '/', element: <h1>Public site</h1> }] }], '/');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('site-wide maintenance mode', () => {
  it('shows the maintenance page instead of the site while maintenanceMode is on', async () => {
    stubSettings(true);
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Public site' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('mailto:help@test.example');
    expect(screen.getByRole('link', { name: 'Administrator sign-in' }).getAttribute('href')).toBe('/admin/login');
  });

  it('shows the site when maintenanceMode is off', async () => {
    stubSettings(false);
    renderSite();
    expect(await screen.findByRole('heading', { name: 'Public site' })).toBeTruthy();
  });

  it('lets a signed-in administrator through', async () => {
    writeAdminSession('admin-token', buildAdmin());
    stubSettings(true);
    renderSite();
    expect(await screen.findByRole('heading', { name: 'Public site' })).toBeTruthy();
  });
});
