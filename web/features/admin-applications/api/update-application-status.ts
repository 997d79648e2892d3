import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '#shared/constants.js';
import { type TMessageResponse, ZMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminApplicationsQueryOptions } from './get-admin-applications.js';

export type StatusVariables = { id: string; status: ApplicationStatus };

// docs/spec/product-decisions.md → API: PUT /admin/applications/{id}/status {status}.
export function updateApplicationStatus({ id, status }: StatusVariables): Promise<TMessageResponse> {
  return apiRequest(`/admin/applications/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: ZMessageResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, StatusVariables>, 'mutationFn'> };

export function useUpdateApplicationStatus({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateApplicationStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdminApplicationsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
