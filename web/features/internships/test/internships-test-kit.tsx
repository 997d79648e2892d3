import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { TJob } from '../../../../shared/schemas/job.js';
import type { TUser } from '../../../../shared/schemas/user.js';
import { SessionProvider } from '../../../lib/session.js';
import { writeUserSession } from '../../../lib/session-storage.js';
import { jsonResponse } from '../../../test/fixtures.js';
import { InternshipDetailPage } from '../components/internship-detail-page.js';
import { InternshipsPage } from '../components/internships-page.js';

export function buildJob(overrides: Partial<TJob> = {}): TJob {
  return {
    _id: 'job-1',
    title: 'Frontend Developer Intern',
    company: 'Nimbus Softlabs',
    location: 'Bengaluru',
    domain: 'Technology',
    position: 'Intern',
    type: 'Full-time',
    duration: '6 months',
    salary: 25000,
    description: 'Build accessible dashboards.',
    requirements: ['HTML, CSS and JavaScript', 'React projects'],
    featured: false,
    createdAt: '2025-03-04T20:00:00.000Z',
    expiryDate: null,
    isClosed: false,
    ...overrides,
  };
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch: routes are keyed 'METHOD /api/path' (no query); settings and profile have defaults. */
export function stubApi(routes: Record<string, Route>, user: TUser | null = null) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (routes[key]) return routes[key](url, init);
    if (url.pathname === '/api/settings/public') {
      return jsonResponse({
        platformName: 'Test',
        supportEmail: '',
        registrationEnabled: true,
        maintenanceMode: false,
      });
    }
    if (url.pathname === '/api/profile' && user) return jsonResponse({ user });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>Page {name}</p>
      <p data-testid="location-state">{JSON.stringify(location.state)}</p>
      <p data-testid="location-search">{location.search}</p>
    </div>
  );
}

/** The list and detail pages at `url`, with marker pages for /login and /dashboard. */
export function renderInternships(url: string, user: TUser | null = null) {
  if (user) writeUserSession('tok', user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/internships', element: <InternshipsPage /> },
      { path: '/internships/:id', element: <InternshipDetailPage /> },
      { path: '/login', element: <LocationProbe name="login" /> },
      { path: '/dashboard', element: <LocationProbe name="dashboard" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
