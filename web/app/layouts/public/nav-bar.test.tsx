// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { NavBar } from './nav-bar.js';

const settings = { platformName: 'Test Portal', supportEmail: '', registrationEnabled: true, maintenanceMode: false };
const user = buildUser({ name: 'Asha Rao' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/settings/public') return jsonResponse(settings);
      if (url === '/api/profile') return jsonResponse({ user });
      return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NavBar', () => {
  it('offers Login and Sign Up when logged out, and no AI link', async () => {
    renderWithProviders(<NavBar />);

    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Find Internships' }).getAttribute('href')).toBe('/internships');
    expect(screen.getByRole('link', { name: 'Global Jobs' }).getAttribute('href')).toBe('/global-jobs');
    expect(screen.queryByRole('link', { name: 'AI Assistant' })).toBeNull();
    expect(await screen.findByText('Test Portal')).toBeTruthy();
  });

  it("shows the student's name menu with Dashboard and Logout when logged in", async () => {
    writeUserSession('tok', user);
    const { router } = renderWithProviders(<NavBar />, { otherPaths: ['/dashboard'] });

    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe('/maintenance');
    const trigger = await screen.findByRole('button', { name: /Asha Rao/ });

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("greets the student in the mobile menu with 'Hi, {name}'", async () => {
    writeUserSession('tok', user);
    renderWithProviders(<NavBar />);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByText('Hi, Asha Rao')).toBeTruthy();
    expect(within(mobileNav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(mobileNav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
