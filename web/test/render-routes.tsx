import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { render } from '#web/test/testing-library.js';
import { SessionProvider } from '../lib/session.js';

/** A marker page per path ('Page /x'), so a test sees where a navigation went. */
export function markerRoutes(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, element: <p>Page {path}</p> }));
}

/**
 * Renders `routes` from `initialEntry` inside the app's providers (a query client that never retries, the session),
 * with `toaster` (if any) outside the routes, as in the app, so a toast survives the navigation that follows it.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry, toaster?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      {toaster}
    </QueryClientProvider>,
  );
  return { ...view, router };
}
