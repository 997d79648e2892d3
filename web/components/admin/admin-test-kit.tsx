import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { writeAdminSession } from '../../lib/session-storage.js';
import { buildAdmin, jsonResponse } from '../../test/fixtures.js';
import { renderWithProviders } from '../../test/render-with-providers.js';

// Test helpers for the admin screens (imported by *.test.tsx only, never by the app).

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
export type Calls = { method: string; url: URL; body: unknown }[];

/**
 * Stubs fetch: `routes` keys are 'METHOD /api/path' (no query). The session refresh and the public
 * settings answer by default; anything else is a 404. Returns the calls made, bodies parsed.
 */
export function stubAdminApi(routes: Record<string, Handler>): Calls {
  const calls: Calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (handler) return handler(url, init);
      if (url.pathname === '/api/admin/me') return jsonResponse({ admin: buildAdmin() });
      if (url.pathname === '/api/settings/public') {
        return jsonResponse({
          platformName: 'Test',
          supportEmail: '',
          registrationEnabled: true,
          maintenanceMode: false,
        });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Renders an admin screen signed in as the administrator, with the toaster. */
export function renderAdmin(element: ReactNode, path = '/admin') {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  writeAdminSession('admin-token', buildAdmin());
  return renderWithProviders(element, { path });
}

export { jsonResponse };
