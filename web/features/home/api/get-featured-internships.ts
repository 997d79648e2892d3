import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_ON_HOME } from '#shared/constants.js';
import type { TJob, TJobsResponse } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';

/** docs/spec/student-side.md §7: the home page asks GET /jobs with limit=6; the server lists featured internships first. */
export async function getFeaturedInternships(signal?: AbortSignal): Promise<TJob[]> {
  // auth: false, the list is public, and a stale token must never end a session from the home page.
  const { jobs } = await apiRequest<TJobsResponse>('/jobs', {
    query: { limit: FEATURED_ON_HOME },
    signal,
    auth: false,
  });
  return jobs;
}

export function getFeaturedInternshipsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'featured-internships'],
    queryFn: ({ signal }) => getFeaturedInternships(signal),
    staleTime: 60_000,
  });
}

export function useFeaturedInternships() {
  return useQuery(getFeaturedInternshipsQueryOptions());
}
