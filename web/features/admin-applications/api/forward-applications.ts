import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TForwardResult, ZForwardResult } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminApplicationsQueryOptions } from './get-admin-applications.js';

// POST /admin/applications/forward {applicationIds} -> {message, forwarded, failures}.
export function forwardApplications(applicationIds: string[]): Promise<TForwardResult> {
  return apiRequest('/admin/applications/forward', {
    method: 'POST',
    body: { applicationIds },
    schema: ZForwardResult,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TForwardResult, Error, string[]>, 'mutationFn'> };

export function useForwardApplications({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: forwardApplications,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdminApplicationsQueryOptions().queryKey });
      await onSettled?.(...args);
    },
  });
}
