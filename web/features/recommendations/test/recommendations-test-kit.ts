import type { TRecommendation } from '#shared/schemas/recommendation.js';
import { stubApi } from '#web/test/api-stub.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';

/** The API stub (web/test/api-stub.ts): GET /api/recommendations answers the list ('fail' answers 500), GET /api/profile the user. */
export function stubRecommendationsApi({
  recommendations = [],
  user,
}: {
  recommendations?: TRecommendation[] | 'fail';
  user?: unknown;
} = {}) {
  return stubApi({
    'GET /api/recommendations': () =>
      recommendations === 'fail'
        ? errorResponse(500, { message: 'Boom', code: 'SERVER_ERROR' })
        : jsonResponse(recommendations),
    'GET /api/profile': () => jsonResponse({ user }),
  }).fetchMock;
}
