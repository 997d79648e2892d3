import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZAnalytics } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TAnalytics = z.infer<typeof ZAnalytics>;

// docs/spec/admin-side.md §7: GET /admin/analytics.
export function getAnalytics(signal?: AbortSignal): Promise<TAnalytics> {
  return apiRequest('/admin/analytics', { signal, schema: ZAnalytics });
}

export function getAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'analytics'],
    queryFn: ({ signal }) => getAnalytics(signal),
    staleTime: 0,
  });
}

export function useAnalytics() {
  return useQuery(getAnalyticsQueryOptions());
}
