import { vi } from 'vitest';
import type { TJob } from '../../../../shared/schemas/job.js';
import { jsonResponse } from '../../../test/fixtures.js';

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

/** Stubs fetch for the home page's calls; 'fail' answers 500. Returns the mock to inspect calls. */
export function stubHomeApi({ jobs = [], user }: ApiStub = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/settings/public') return jsonResponse(TEST_SETTINGS);
    if (url.startsWith('/api/jobs')) {
      return jobs === 'fail'
        ? jsonResponse({ message: 'Boom' }, 500)
        : jsonResponse({ jobs, pagination: { current: 1, pages: 1, total: jobs.length } });
    }
    if (url === '/api/profile') return jsonResponse({ user });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
