import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TExtendedResponse, ZExtendedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';

export type ExtendJobsVariables = { jobIds: string[]; days: number };

// POST /admin/jobs/extend {jobIds, days} -> {message, extendedCount}: each from the later of now and its expiry.
export function extendJobs(body: ExtendJobsVariables): Promise<TExtendedResponse> {
  return apiRequest('/admin/jobs/extend', { method: 'POST', body, schema: ZExtendedResponse });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TExtendedResponse, Error, ExtendJobsVariables>, 'mutationFn'>;
};

export function useExtendJobs({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: extendJobs,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
