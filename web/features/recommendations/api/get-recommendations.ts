import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecommendation } from '#shared/schemas/recommendation.js';
import { apiRequest } from '#web/lib/api-client.js';

// One list for the home page and the dashboard, so both share one cached answer.
export const RECOMMENDATIONS_LIMIT = 6;

/** GET /recommendations (the student's bearer token): [{job, score, reasons}], best first. */
export function getRecommendations(signal?: AbortSignal): Promise<TRecommendation[]> {
  return apiRequest<TRecommendation[]>('/recommendations', { query: { limit: RECOMMENDATIONS_LIMIT }, signal });
}

/** Keyed by student, so one account never sees another's list from the cache. */
export function getRecommendationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['recommendations', userId, { limit: RECOMMENDATIONS_LIMIT }],
    queryFn: ({ signal }) => getRecommendations(signal),
    staleTime: 60_000,
  });
}

export function useRecommendations(userId: string | null) {
  return useQuery({ ...getRecommendationsQueryOptions(userId ?? ''), enabled: userId !== null });
}
