import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TSettings, ZSettings } from '#shared/schemas/settings.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/admin-side.md §7: GET /admin/settings.
export function getSystemSettings(signal?: AbortSignal): Promise<TSettings> {
  return apiRequest('/admin/settings', { signal, schema: ZSettings });
}

export function getSystemSettingsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => getSystemSettings(signal) });
}

export function useSystemSettings() {
  return useQuery(getSystemSettingsQueryOptions());
}
