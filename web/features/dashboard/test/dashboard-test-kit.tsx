import type { ReactNode } from 'react';
import type { InitialEntry } from 'react-router';
import type { TMyApplication } from '#shared/schemas/application.js';
import type { TUser } from '#shared/schemas/user.js';
import { writeUserSession } from '#web/lib/session-storage.js';
import { type ApiHandler, stubApi as stubApiWith, stubResizeObserver } from '#web/test/api-stub.js';
import { buildUser, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { DashboardPage } from '../components/dashboard-page.js';

/** A student with every profile field filled (the dashboard's tests in every language). */
export const FULL_PROFILE_USER = buildUser({
  name: 'Asha Rao',
  studyPreference: 'Both',
  futureGoals: 'Build accessible products',
  section: 'Science',
  higherEducation: 'MS in HCI',
  pgMasters: { institution: 'IISc', course: 'MDes', year: '2028', percentage: '' },
  skills: ['React', 'Figma'],
  keywords: ['frontend', 'design systems'],
  hasResume: true,
  resumeFilename: 'asha-cv.pdf',
});

export function buildApplication(overrides: Partial<TMyApplication> = {}): TMyApplication {
  return {
    _id: 'app-1',
    jobId: { _id: 'job-1', title: 'Frontend Intern', company: 'Acme Labs', location: 'Bengaluru', salary: 150000 },
    status: 'Pending',
    appliedAt: '2025-03-05T10:00:00.000Z',
    coverLetter: '',
    timeline: [],
    closedReason: null,
    companyContact: null,
    ...overrides,
  };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The API stub (web/test/api-stub.ts): GET /api/profile answers the user, GET /api/my-applications the list, GET /api/saved and GET /api/saved-searches none, plus any extra routes. */
export function stubApi({
  user,
  applications = [],
  routes = {},
}: {
  user: TUser;
  applications?: TMyApplication[] | (() => Response);
  routes?: Record<string, Route>;
}) {
  const handlers: Record<string, ApiHandler> = {
    'GET /api/profile': () => jsonResponse({ user }),
    'GET /api/my-applications': () =>
      typeof applications === 'function' ? applications() : jsonResponse(applications),
    'GET /api/saved': () => jsonResponse({ saved: [] }),
    'GET /api/saved-searches': () => jsonResponse({ savedSearches: [] }),
  };
  for (const [key, route] of Object.entries(routes)) handlers[key] = (_url, init) => route(init);
  return stubApiWith(handlers).fetchMock;
}

/** The dashboard at `at` (default /dashboard; a query or navigation state as the resume modal sends them). */
export function renderDashboard(
  user: TUser,
  { recommendations, at = '/dashboard' }: { recommendations?: ReactNode; at?: InitialEntry } = {},
) {
  stubResizeObserver();
  writeUserSession('tok', user);
  return renderWithProviders(<DashboardPage recommendations={recommendations} />, {
    path: '/dashboard',
    otherPaths: ['/', '/internships', '/internships/:id'],
    at,
  });
}

export { stubXhr } from '#web/test/xhr-stub.js';
