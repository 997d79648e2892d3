import type { ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { type ApiHandler, stubApi as stubApiWith, stubResizeObserver } from '#web/test/api-stub.js';
import { markerRoutes, renderRoutes } from '#web/test/render-routes.js';
import { cleanup, screen } from '#web/test/testing-library.js';

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * The API stub (web/test/api-stub.ts) and ResizeObserver: `handlers` answer 'POST /api/login' style keys with
 * the parsed JSON body; the public settings (named 'Test Portal') answer by default. Returns the calls made.
 */
export function stubApi(handlers: Record<string, Handler> = {}, settings: Record<string, unknown> = {}) {
  stubResizeObserver();
  const routes: Record<string, ApiHandler> = {};
  for (const [key, handler] of Object.entries(handlers)) {
    routes[key] = (_url, init) => handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  }
  return stubApiWith(routes, { platformName: 'Test Portal', ...settings }).calls;
}

type RenderOptions = {
  path?: string;
  /** The first URL, when it differs from `path` (a query string, router state). */
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  otherPaths?: string[];
};

/**
 * Renders a page at `path` inside the app's providers with the toaster, so tests read toasts the way the
 * student does; every other path shows a marker 'Page /x'.
 */
export function renderAuthPage(element: ReactNode, { path = '/', initialEntry, otherPaths = [] }: RenderOptions = {}) {
  return renderRoutes([{ path, element }, ...markerRoutes(otherPaths)], initialEntry ?? path, <Toaster />);
}

/** The alert (role=alert) that carries `message`. */
export async function findAlert(message: string) {
  return screen.findByText(message, { selector: '[role=alert], [role=alert] *' });
}

/** A promise and its resolver, to hold an answer while the test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** afterEach: unmount, forget toasts (sonner replays active ones to a new Toaster), stubs and storage (the
 * session, and the tab's registration draft and flags). */
export function cleanupAuthTest() {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
}
