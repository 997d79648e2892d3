import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DeferredToaster } from '../app/deferred-toaster.js';
import { SessionProvider } from '../lib/session.js';

/** Renders `element` at `path` inside the app's providers, with a marker page per other route. */
export function renderWithProviders(element: ReactNode, { path = '/', otherPaths = [] as string[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element }, ...otherPaths.map((other) => ({ path: other, element: <p>Page {other}</p> }))],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      {/* As in the app: outside the routes, so a toast survives the navigation that follows it. */}
      <DeferredToaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
