import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TGlobalJob, ZGlobalJobsResponse } from '#shared/schemas/global-job.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/admin-side.md §7: GET /globaljobs, the list the students see too.
export function getGlobalJobs(signal?: AbortSignal): Promise<TGlobalJob[]> {
  return apiRequest('/globaljobs', { signal, schema: ZGlobalJobsResponse });
}

export function getGlobalJobsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'global-jobs'], queryFn: ({ signal }) => getGlobalJobs(signal) });
}

export function useGlobalJobs() {
  return useQuery(getGlobalJobsQueryOptions());
}
