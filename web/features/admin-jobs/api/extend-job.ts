import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';
import type { TAdminJobResponse } from './save-job.js';

export type ExtendJobVariables = { id: string; days: number };

// POST /admin/jobs/:id/extend {days} -> {message, job}: from the later of now and the current expiry.
export function extendJob({ id, days }: ExtendJobVariables): Promise<TAdminJobResponse> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}/extend`, {
    method: 'POST',
    body: { days },
    schema: ZAdminJobResponse,
  });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TAdminJobResponse, Error, ExtendJobVariables>, 'mutationFn'>;
};

export function useExtendJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: extendJob,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
