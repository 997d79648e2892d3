import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';
import type { TAdminJobResponse } from './save-job.js';

export type ToggleJobVariables = { id: string; isActive: boolean };

// docs/spec/admin-side.md §4: the status button sends only {isActive} with the opposite value.
export function toggleJobStatus({ id, isActive }: ToggleJobVariables): Promise<TAdminJobResponse> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isActive },
    schema: ZAdminJobResponse,
  });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TAdminJobResponse, Error, ToggleJobVariables>, 'mutationFn'>;
};

export function useToggleJobStatus({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: toggleJobStatus,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
