import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS } from '#shared/constants.js';
import type { TPublicSettings } from '#shared/schemas/settings.js';
import { apiRequest } from './api-client.js';

// docs/spec/product-decisions.md → API: GET /api/settings/public. Shared by the shell (platform name, support email)
// and by features (registration switch, maintenance mode), hence in lib rather than one feature.

/** Shown while the settings load and when the API cannot be reached (the server's default name, docs/decisions/0004). */
export const DEFAULT_PUBLIC_SETTINGS: TPublicSettings = {
  platformName: DEFAULT_SETTINGS.platformName,
  supportEmail: '',
  registrationEnabled: true,
  maintenanceMode: false,
};

export function getPublicSettings(signal?: AbortSignal): Promise<TPublicSettings> {
  return apiRequest<TPublicSettings>('/settings/public', { signal, auth: false });
}

export function getPublicSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}

/** The settings to display: the server's when known, otherwise the defaults. */
export function usePublicSettingsOrDefault(): TPublicSettings {
  const { data } = usePublicSettings();
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
