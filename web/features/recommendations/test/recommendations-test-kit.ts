import { vi } from 'vitest';
import type { TRecommendation } from '../../../../shared/schemas/recommendation.js';
import { jsonResponse } from '../../../test/fixtures.js';

/** Stubs fetch: GET /api/recommendations answers the list ('fail' answers 500), GET /api/profile the user. */
export function stubRecommendationsApi({
  recommendations = [],
  user,
}: {
  recommendations?: TRecommendation[] | 'fail';
  user?: unknown;
} = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/recommendations')) {
      return recommendations === 'fail' ? jsonResponse({ message: 'Boom' }, 500) : jsonResponse(recommendations);
    }
    if (url === '/api/profile') return jsonResponse({ user });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
