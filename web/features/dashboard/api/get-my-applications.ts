import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyApplication } from '#shared/schemas/application.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: GET /my-applications -> the student's applications with the internship embedded.
export function getMyApplications({ signal }: { signal?: AbortSignal } = {}): Promise<TMyApplication[]> {
  return apiRequest<TMyApplication[]>('/my-applications', { signal });
}

export function getMyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ['my-applications'],
    queryFn: ({ signal }) => getMyApplications({ signal }),
    // Applying happens on another feature's page; always ask again when the dashboard opens.
    refetchOnMount: 'always',
  });
}

export function useMyApplications() {
  return useQuery(getMyApplicationsQueryOptions());
}
