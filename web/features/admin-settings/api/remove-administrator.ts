import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminRemoved, ZAdminRemoved } from '#shared/schemas/admins.js';
import { getAdministratorsQueryOptions } from '#web/lib/administrators-query.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/decisions/0037: DELETE /admin/admins/{id} -> {message, admin}; 409 LAST_ADMIN for the last one.
// The removed administrator's sessions end at once.
export function removeAdministrator(id: string): Promise<TAdminRemoved> {
  return apiRequest(`/admin/admins/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZAdminRemoved });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TAdminRemoved, Error, string>, 'mutationFn'> };

export function useRemoveAdministrator({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: removeAdministrator,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdministratorsQueryOptions().queryKey });
      await onSettled?.(...args);
    },
  });
}
