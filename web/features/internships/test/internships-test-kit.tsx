import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { TJob } from '#shared/schemas/job.js';
import type { TUser } from '#shared/schemas/user.js';
import { writeUserSession } from '#web/lib/session-storage.js';
import { type ApiHandler, stubApi as stubApiWith } from '#web/test/api-stub.js';
import { buildJob as buildAnyJob, jsonResponse } from '#web/test/fixtures.js';
import { renderRoutes } from '#web/test/render-routes.js';
import { InternshipDetailPage } from '../components/internship-detail-page.js';
import { InternshipsPage } from '../components/internships-page.js';

/** An internship as the list and detail tests expect it (fixtures' buildJob with a description and requirements). */
export function buildJob(overrides: Partial<TJob> = {}): TJob {
  return buildAnyJob({
    description: 'Build accessible dashboards.',
    requirements: ['HTML, CSS and JavaScript', 'React projects'],
    featured: false,
    createdAt: '2025-03-04T20:00:00.000Z',
    ...overrides,
  });
}

/** The API stub (web/test/api-stub.ts); GET /api/profile answers `user` when there is one. */
export function stubApi(routes: Record<string, ApiHandler>, user: TUser | null = null) {
  const profile: Record<string, ApiHandler> = user ? { 'GET /api/profile': () => jsonResponse({ user }) } : {};
  return stubApiWith({ ...profile, ...routes }).fetchMock;
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
  return renderRoutes(
    [
      { path: '/internships', element: <InternshipsPage /> },
      { path: '/internships/:id', element: <InternshipDetailPage /> },
      { path: '/login', element: <LocationProbe name="login" /> },
      { path: '/dashboard', element: <LocationProbe name="dashboard" /> },
    ],
    url,
    <Toaster />,
  );
}
