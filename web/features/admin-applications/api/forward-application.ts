import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMessageResponse, ZMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminApplicationsQueryOptions } from './get-admin-applications.js';

// docs/spec/product-decisions.md → API: POST /admin/applications/{id}/forward sends a held or failed application to the company.
export function forwardApplication(id: string): Promise<TMessageResponse> {
  return apiRequest(`/admin/applications/${encodeURIComponent(id)}/forward`, {
    method: 'POST',
    schema: ZMessageResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, string>, 'mutationFn'> };

export function useForwardApplication({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: forwardApplication,
    // Even a refusal can change the row (no company email -> 'Mail not found').
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdminApplicationsQueryOptions().queryKey });
      await onSettled?.(...args);
    },
  });
}
