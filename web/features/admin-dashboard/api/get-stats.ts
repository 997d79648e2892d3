import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZStats } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TStats = z.infer<typeof ZStats>;

// docs/spec/admin-side.md §7: GET /admin/stats.
export function getStats(signal?: AbortSignal): Promise<TStats> {
  return apiRequest('/admin/stats', { signal, schema: ZStats });
}

export function getStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    // Other admin screens change these counts; the dashboard asks again each time it opens.
    staleTime: 0,
  });
}

export function useStats() {
  return useQuery(getStatsQueryOptions());
}
