import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMessageResponse, ZMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminApplicationsQueryOptions } from './get-admin-applications.js';

// docs/decisions/0033: POST /admin/applications/{id}/reopen -> {message}; 409 APPLICATION_NOT_CLOSED when it is open.
export function reopenApplication(id: string): Promise<TMessageResponse> {
  return apiRequest(`/admin/applications/${encodeURIComponent(id)}/reopen`, {
    method: 'POST',
    schema: ZMessageResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, string>, 'mutationFn'> };

export function useReopenApplication({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: reopenApplication,
    // A refusal (already reopened elsewhere) also means the list is out of date: the lists and the
    // history (under the same prefix) are asked again either way.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdminApplicationsQueryOptions().queryKey });
      await onSettled?.(...args);
    },
  });
}
