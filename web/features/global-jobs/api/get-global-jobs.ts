import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: GET /globaljobs with the bearer header; 401/403 without a valid token.
export function getGlobalJobs(signal?: AbortSignal): Promise<TGlobalJob[]> {
  return apiRequest<TGlobalJob[]>('/globaljobs', { signal });
}

export function getGlobalJobsQueryOptions() {
  return queryOptions({
    queryKey: ['global-jobs'],
    queryFn: ({ signal }) => getGlobalJobs(signal),
  });
}

/** `enabled` false once the session has gone, so a refused answer is not asked for again. */
export function useGlobalJobs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getGlobalJobsQueryOptions(), enabled });
}
