import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationStatusResponse } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: GET /jobs/{id}/application-status, only when a student is logged in.
export function getApplicationStatus(jobId: string, signal?: AbortSignal): Promise<TApplicationStatusResponse> {
  return apiRequest<TApplicationStatusResponse>(`/jobs/${encodeURIComponent(jobId)}/application-status`, { signal });
}

/** `userId` keeps one student's answer from showing for another who signs in on the same tab. */
export function getApplicationStatusQueryOptions(jobId: string, userId: string | null) {
  return queryOptions({
    queryKey: ['internships', 'application-status', jobId, userId],
    queryFn: ({ signal }) => getApplicationStatus(jobId, signal),
    enabled: userId !== null,
  });
}

export function useApplicationStatus(jobId: string, userId: string | null) {
  return useQuery(getApplicationStatusQueryOptions(jobId, userId));
}
