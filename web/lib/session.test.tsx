// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '#web/test/testing-library.js';
import { buildAdmin, buildUser, jsonResponse } from '../test/fixtures.js';
import { apiRequest } from './api-client.js';
import { SessionProvider, useSession } from './session.js';
import { readStoredSession, writeAdminSession, writeUserSession } from './session-storage.js';

// Typed for the test library's renderHook, which speaks Preact's types (docs/decisions/0032).
function wrapper({ children }: { children?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children as ReactNode}</SessionProvider>
    </QueryClientProvider>
  );
}

function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SessionProvider', () => {
  it('starts signed out, without loading, when nothing is stored', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { result } = renderHook(() => useSession(), { wrapper });

    expect(result.current).toMatchObject({ isLoading: false, userType: null, user: null, admin: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored student and refreshes it from GET /api/profile', async () => {
    writeUserSession('tok', buildUser({ name: 'Old Name' }));
    stubFetch((url) =>
      url === '/api/profile' ? jsonResponse({ user: buildUser({ name: 'New Name' }) }) : jsonResponse({}, 404),
    );
    const { result } = renderHook(() => useSession(), { wrapper });

    expect(result.current).toMatchObject({ isLoading: true, userType: 'user', token: 'tok' });
    expect(result.current.user?.name).toBe('Old Name');
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user?.name).toBe('New Name');
    expect(readStoredSession().userData?.name).toBe('New Name');
  });

  it('restores a stored admin from GET /api/admin/me and signs out on 403', async () => {
    writeAdminSession('tok', buildAdmin());
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Forbidden' }, 403));
    const { result } = renderHook(() => useSession(), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/me');
    expect(result.current).toMatchObject({ userType: null, admin: null, token: null });
    expect(readStoredSession().token).toBeNull();
  });

  it('keeps the stored data when the server cannot be reached', async () => {
    writeUserSession('tok', buildUser());
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useSession(), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ userType: 'user', token: 'tok' });
    expect(result.current.user?.name).toBe('Asha Rao');
  });

  it('logs out when any request with the token answers 401', async () => {
    writeUserSession('tok', buildUser());
    stubFetch((url) => (url === '/api/profile' ? jsonResponse({ user: buildUser() }) : jsonResponse({}, 401)));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    await act(async () => {
      await apiRequest('/my-applications').catch(() => undefined);
    });

    expect(result.current).toMatchObject({ userType: null, user: null, token: null });
  });

  it('signs in, updates and signs out', () => {
    stubFetch(() => jsonResponse({}));
    const { result } = renderHook(() => useSession(), { wrapper });

    act(() => result.current.signInUser('tok-u', buildUser()));
    expect(result.current).toMatchObject({ userType: 'user', token: 'tok-u', isLoading: false });

    act(() => result.current.updateUser(buildUser({ name: 'Renamed' })));
    expect(result.current.user?.name).toBe('Renamed');
    expect(readStoredSession().userData?.name).toBe('Renamed');

    act(() => result.current.signInAdmin('tok-a', buildAdmin()));
    expect(result.current).toMatchObject({ userType: 'admin', user: null, admin: buildAdmin() });

    act(() => result.current.signOut());
    expect(result.current).toMatchObject({ userType: null, admin: null, token: null });
    expect(localStorage.length).toBe(0);
  });

  it('ends the session on the server at sign-out, with the token it held, by role', () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Logged out' }));
    const { result } = renderHook(() => useSession(), { wrapper });
    const logoutCalls = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes('logout'))
        .map(([url, init]) => [url, init?.method, new Headers(init?.headers).get('authorization'), init?.keepalive]);

    act(() => result.current.signInUser('tok-u', buildUser()));
    act(() => result.current.signOut());
    expect(logoutCalls()).toEqual([['/api/logout', 'POST', 'Bearer tok-u', true]]);

    act(() => result.current.signInAdmin('tok-a', buildAdmin()));
    act(() => result.current.signOut());
    expect(logoutCalls().at(-1)).toEqual(['/api/admin/logout', 'POST', 'Bearer tok-a', true]);

    // A session the server has already ended (account deleted, logged out everywhere): no call.
    act(() => result.current.signInUser('tok-v', buildUser()));
    act(() => result.current.signOut({ sessionEnded: true }));
    expect(logoutCalls()).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });

  it('forgets the session in the browser even when the server cannot be reached', () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.signInUser('tok-u', buildUser()));
    act(() => result.current.signOut());
    expect(result.current.token).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
