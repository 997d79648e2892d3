import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TAdminGlobalJob, ZAdminGlobalJobsResponse } from '#shared/schemas/global-job.js';
import { apiRequest } from '#web/lib/api-client.js';

// GET /admin/globals: the list the students see (docs/spec/admin-side.md §7), with the daily link
// check's state (docs/decisions/0036).
export function getGlobalJobs(signal?: AbortSignal): Promise<TAdminGlobalJob[]> {
  return apiRequest('/admin/globals', { signal, schema: ZAdminGlobalJobsResponse });
}

export function getGlobalJobsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'global-jobs'], queryFn: ({ signal }) => getGlobalJobs(signal) });
}

export function useGlobalJobs() {
  return useQuery(getGlobalJobsQueryOptions());
}
