import type { TJob } from '#shared/schemas/job.js';
import { stubApi } from '#web/test/api-stub.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';

export const TEST_SETTINGS = {
  platformName: 'Test Portal',
  supportEmail: 'help@test.example',
  registrationEnabled: true,
  maintenanceMode: false,
};

type ApiStub = {
  jobs?: TJob[] | 'fail';
  user?: unknown;
};

/** The API stub (web/test/api-stub.ts) with the home page's calls; 'fail' answers 500. Returns the mock. */
export function stubHomeApi({ jobs = [], user }: ApiStub = {}) {
  return stubApi(
    {
      'GET /api/jobs': () =>
        jobs === 'fail'
          ? errorResponse(500, { message: 'Boom', code: 'SERVER_ERROR' })
          : jsonResponse({ jobs, pagination: { current: 1, pages: 1, total: jobs.length } }),
      'GET /api/profile': () => jsonResponse({ user }),
    },
    TEST_SETTINGS,
  ).fetchMock;
}
