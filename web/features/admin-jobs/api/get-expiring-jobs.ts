import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TExpiringJobsResponse, ZExpiringJobsResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';

// GET /admin/jobs/expiring?days -> {jobs, total}: active internships closing within `days`, soonest first
// (docs/decisions/0039).
export function getExpiringJobs(days: number, signal?: AbortSignal): Promise<TExpiringJobsResponse> {
  return apiRequest('/admin/jobs/expiring', { query: { days }, signal, schema: ZExpiringJobsResponse });
}

export function getExpiringJobsQueryOptions(days?: number) {
  return queryOptions({
    // Without days: the prefix every window shares, for invalidation after a change.
    queryKey: days === undefined ? ['admin', 'jobs', 'expiring'] : ['admin', 'jobs', 'expiring', days],
    queryFn: ({ signal }) => getExpiringJobs(days as number, signal),
  });
}

export function useExpiringJobs(days: number) {
  return useQuery(getExpiringJobsQueryOptions(days));
}
