import type { ReactNode } from 'react';
import { writeAdminSession } from '#web/lib/session-storage.js';
import { type ApiHandler, stubApi, stubResizeObserver } from '#web/test/api-stub.js';
import { buildAdmin, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';

// Test helpers for the admin screens (imported by *.test.tsx only, never by the app).

export type Handler = ApiHandler;

/** The API stub (web/test/api-stub.ts) with the administrator's session refresh answering. Returns the calls. */
export function stubAdminApi(routes: Record<string, Handler>) {
  return stubApi({ 'GET /api/admin/me': () => jsonResponse({ admin: buildAdmin() }), ...routes }).calls;
}

/** Renders an admin screen signed in as the administrator, with the toaster. */
export function renderAdmin(element: ReactNode, path = '/admin') {
  stubResizeObserver();
  writeAdminSession('admin-token', buildAdmin());
  return renderWithProviders(element, { path });
}

export { jsonResponse };
