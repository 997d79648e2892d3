import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TAdminJobsQuery, ZAdminJobsResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;
export type AdminJobsQuery = Pick<TAdminJobsQuery, 'page' | 'limit' | 'sort' | 'order'> & {
  location?: string;
  search?: string;
  /** 'true': only those held for review (docs/decisions/0038). */
  held?: 'true';
};

// GET /admin/jobs?page&limit&sort&order&location&search&held -> {jobs, pagination, heldCount}.
export function getAdminJobs(query: AdminJobsQuery, signal?: AbortSignal): Promise<TAdminJobsResponse> {
  return apiRequest('/admin/jobs', { query, signal, schema: ZAdminJobsResponse });
}

export function getAdminJobsQueryOptions(query?: AdminJobsQuery) {
  return queryOptions({
    // Without a query: the prefix every list page shares, for invalidation after a change.
    queryKey: query ? ['admin', 'jobs', 'list', query] : ['admin', 'jobs', 'list'],
    queryFn: ({ signal }) => getAdminJobs(query as AdminJobsQuery, signal),
    // The table stays in place while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery(getAdminJobsQueryOptions(query));
}
