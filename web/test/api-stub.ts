import { vi } from 'vitest';
import { errorResponse, jsonResponse } from './fixtures.js';

// The one fetch stub of the component tests (imported by tests and their kits only, never by the app).

export type ApiHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
export type ApiCall = {
  method: string;
  url: URL;
  /** Path and query, as the app asked for it: '/api/jobs?page=2'. */
  path: string;
  /** The JSON body, parsed; a FormData or nothing as it was. */
  body: unknown;
};

export const TEST_PUBLIC_SETTINGS = {
  platformName: 'Test',
  supportEmail: '',
  registrationEnabled: true,
  maintenanceMode: false,
};

/**
 * Stubs fetch: `routes` are keyed 'METHOD /api/path' (the query is not part of the key). The public
 * settings answer by default (`settings` overrides them); anything else is a 404. Returns the calls made,
 * in order, and the mock.
 */
export function stubApi(routes: Record<string, ApiHandler> = {}, settings: Record<string, unknown> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, path: `${url.pathname}${url.search}`, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(url, init);
    if (url.pathname === '/api/settings/public') return jsonResponse({ ...TEST_PUBLIC_SETTINGS, ...settings });
    return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Radix radio groups, checkboxes and dialogs measure themselves; jsdom has no ResizeObserver. */
export function stubResizeObserver(): void {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoopResizeObserver);
}
