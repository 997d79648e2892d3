import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type ADMIN_APPLICATION_FILTERS, type TAdminApplication, ZAdminApplication } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';

export type ApplicationFilter = (typeof ADMIN_APPLICATION_FILTERS)[number];

// docs/spec/admin-side.md §7: GET /admin/applications?filter=all|sent|undelivered|mail not found|pending (bearer header).
export function getAdminApplications(filter: ApplicationFilter, signal?: AbortSignal): Promise<TAdminApplication[]> {
  return apiRequest('/admin/applications', { query: { filter }, signal, schema: z.array(ZAdminApplication) });
}

export function getAdminApplicationsQueryOptions(filter?: ApplicationFilter) {
  return queryOptions({
    // Without a filter: the prefix every filtered list shares, for invalidation after a change.
    queryKey: filter ? ['admin', 'applications', filter] : ['admin', 'applications'],
    queryFn: ({ signal }) => getAdminApplications(filter ?? 'all', signal),
  });
}

export function useAdminApplications(filter: ApplicationFilter) {
  return useQuery(getAdminApplicationsQueryOptions(filter));
}
