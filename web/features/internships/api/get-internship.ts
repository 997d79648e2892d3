import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJob } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: GET /jobs/{id}; 404 {message:'Internship not found'}. Closed ones still open (isClosed).
export function getInternship(id: string, signal?: AbortSignal): Promise<TJob> {
  return apiRequest<TJob>(`/jobs/${encodeURIComponent(id)}`, { signal });
}

export function getInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['internships', 'detail', id],
    queryFn: ({ signal }) => getInternship(id, signal),
  });
}

export function useInternship(id: string) {
  return useQuery(getInternshipQueryOptions(id));
}
