import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TAdministratorsResponse, ZAdministratorsResponse } from '#shared/schemas/admins.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/decisions/0037: GET /admin/admins -> the administrators and the invitations not used yet (the settings'
// Administrators tab, and the activity log's filter by administrator).
export function getAdministrators(signal?: AbortSignal): Promise<TAdministratorsResponse> {
  return apiRequest('/admin/admins', { signal, schema: ZAdministratorsResponse });
}

export function getAdministratorsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'administrators'], queryFn: ({ signal }) => getAdministrators(signal) });
}

export function useAdministrators() {
  return useQuery(getAdministratorsQueryOptions());
}
