import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSimilarJobs } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';

/** Open internships like this one (GET /api/jobs/{id}/similar; docs/decisions/0045). */
export function getSimilarInternships(id: string, signal?: AbortSignal): Promise<TSimilarJobs> {
  return apiRequest<TSimilarJobs>(`/jobs/${encodeURIComponent(id)}/similar`, { signal });
}

export function getSimilarInternshipsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['internships', 'similar', id],
    queryFn: ({ signal }) => getSimilarInternships(id, signal),
    // Nice to have, never worth an error: a failure leaves the section out.
    retry: false,
  });
}

export function useSimilarInternships(id: string) {
  return useQuery(getSimilarInternshipsQueryOptions(id));
}
