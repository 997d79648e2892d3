import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobsResponse } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';
import type { JobsApiQuery } from '../utils/list-query.js';

// docs/spec/student-side.md §7: GET /jobs with search, location, domain, position, minSalary, maxSalary, page, limit=12.
export function getInternships(query: JobsApiQuery, signal?: AbortSignal): Promise<TJobsResponse> {
  return apiRequest<TJobsResponse>('/jobs', { query, signal });
}

export function getInternshipsQueryOptions(query: JobsApiQuery) {
  return queryOptions({
    queryKey: ['internships', 'list', query],
    queryFn: ({ signal }) => getInternships(query, signal),
    // The pager stays in place while the next page loads; the cards show skeletons meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useInternships(query: JobsApiQuery) {
  return useQuery(getInternshipsQueryOptions(query));
}
