import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSettings, type TSettingsSaved, ZSettingsSaved } from '#shared/schemas/settings.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getPublicSettingsQueryOptions } from '#web/lib/public-settings.js';
import { getSystemSettingsQueryOptions } from './get-system-settings.js';

// docs/spec/admin-side.md §7: PUT /admin/settings with every field -> {message, settings}.
export function updateSystemSettings(body: TSettings): Promise<TSettingsSaved> {
  return apiRequest('/admin/settings', { method: 'PUT', body, schema: ZSettingsSaved });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TSettingsSaved, Error, TSettings>, 'mutationFn'> };

export function useUpdateSystemSettings({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateSystemSettings,
    onSuccess: async (...args) => {
      queryClient.setQueryData(getSystemSettingsQueryOptions().queryKey, args[0].settings);
      // The platform name, support email and switches also show on the public side and in the shell.
      await queryClient.invalidateQueries({ queryKey: getPublicSettingsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
