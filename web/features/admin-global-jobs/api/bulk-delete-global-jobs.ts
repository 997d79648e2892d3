import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TDeletedResponse, ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getGlobalJobsQueryOptions } from './get-global-jobs.js';

// POST /admin/globals/bulk-delete {jobIds} -> {message: 'Deleted N global jobs'}.
export function bulkDeleteGlobalJobs(jobIds: string[]): Promise<TDeletedResponse> {
  return apiRequest('/admin/globals/bulk-delete', { method: 'POST', body: { jobIds }, schema: ZDeletedResponse });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TDeletedResponse, Error, string[]>, 'mutationFn'> };

export function useBulkDeleteGlobalJobs({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: bulkDeleteGlobalJobs,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getGlobalJobsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
