// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { buildAdminUser } from '#web/test/fixtures.js';
import { cleanup, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import type { TAdminUser } from '../api/get-admin-users.js';
import { AdminUsersPage } from './admin-users-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A student as the administrators' list shows one: four skills, so the list shows two and "+2 more". */
const buildUser = (overrides: Partial<TAdminUser> = {}) =>
  buildAdminUser({
    _id: 'u1',
    skills: ['Python', 'SQL', 'React', 'Figma'],
    createdAt: new Date(2025, 0, 10, 9).toISOString(),
    ...overrides,
  });

describe('AdminUsersPage', () => {
  it('shows Page 1 of N with N = ceil(total / 100), and the first two skills then +N more', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/users': () => jsonResponse({ users: [buildUser()], total: 250 }),
    });
    renderAdmin(<AdminUsersPage />, '/admin/users');

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('Python')).toBeTruthy();
    expect(screen.getByText('SQL')).toBeTruthy();
    expect(screen.queryByText('React')).toBeNull();
    expect(screen.getByText('+2 more')).toBeTruthy();
    const request = calls.find((call) => call.url.pathname === '/api/admin/users');
    expect(request?.url.searchParams.get('limit')).toBe('100');
    expect(request?.url.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('page') === '2')).toBe(true));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('says Page 1 of 1 and No users found when there are none', async () => {
    stubAdminApi({ 'GET /api/admin/users': () => jsonResponse({ users: [], total: 0 }) });
    renderAdmin(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('filters the loaded page by registration date, both ends inclusive', async () => {
    const day = (d: number, h: number) =>
      new Date(`2025-01-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:30:00+05:30`).toISOString();
    stubAdminApi({
      'GET /api/admin/users': () =>
        jsonResponse({
          users: [
            buildUser({ _id: 'a', name: 'Before Start', createdAt: day(9, 23) }),
            buildUser({ _id: 'b', name: 'On Start', createdAt: day(10, 0) }),
            buildUser({ _id: 'c', name: 'On End', createdAt: day(20, 23) }),
            buildUser({ _id: 'd', name: 'After End', createdAt: day(21, 0) }),
          ],
          total: 4,
        }),
    });
    renderAdmin(<AdminUsersPage />, '/admin/users');
    await screen.findByText('On Start');

    await userEvent.click(screen.getByRole('button', { name: 'Date Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by Registration Date' });
    fireEvent.input(within(dialog).getByLabelText('Start date'), { target: { value: '2025-01-10' } });
    fireEvent.input(within(dialog).getByLabelText('End date'), { target: { value: '2025-01-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Filter' }));

    expect(await screen.findByText('Date filter applied successfully!')).toBeTruthy();
    expect(screen.getByText('On Start')).toBeTruthy();
    expect(screen.getByText('On End')).toBeTruthy();
    expect(screen.queryByText('Before Start')).toBeNull();
    expect(screen.queryByText('After End')).toBeNull();
    expect(screen.getByText('2 of 4 on this page')).toBeTruthy();
  });

  it('says No users found matching your filters when the search finds nobody', async () => {
    stubAdminApi({
      'GET /api/admin/users': (url) =>
        jsonResponse(url.searchParams.get('search') ? { users: [], total: 0 } : { users: [buildUser()], total: 1 }),
    });
    renderAdmin(<AdminUsersPage />, '/admin/users');
    await screen.findByText('Asha Rao');
    await userEvent.type(screen.getByLabelText('Search users'), 'zzz');
    expect(await screen.findByText('No users found matching your filters.')).toBeTruthy();
  });

  it('blocks after confirmation and shows the server message', async () => {
    let blocked = false;
    const calls = stubAdminApi({
      'GET /api/admin/users': () => jsonResponse({ users: [buildUser({ isBlocked: blocked })], total: 1 }),
      'PUT /api/admin/users/u1/block': () => {
        blocked = true;
        return jsonResponse({ message: 'User blocked successfully!' });
      },
    });
    renderAdmin(<AdminUsersPage />, '/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Asha Rao' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block User' }));
    expect(await screen.findByText('User blocked successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isBlocked: true });
    expect(await screen.findByRole('button', { name: 'Unblock Asha Rao' })).toBeTruthy();
  });

  it('shows Failed to fetch users when the list cannot load', async () => {
    stubAdminApi({ 'GET /api/admin/users': () => new Response('oops', { status: 500 }) });
    renderAdmin(<AdminUsersPage />, '/admin/users');
    expect((await screen.findAllByText('Failed to fetch users')).length).toBeGreaterThan(0);
  });
});
