import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { type TGlobalDeleted, ZGlobalDeleted } from './delete-global-job.js';
import { getGlobalJobsQueryOptions } from './get-global-jobs.js';

// POST /admin/globals/bulk-delete {jobIds} -> {message: 'Deleted N global jobs'}.
export function bulkDeleteGlobalJobs(jobIds: string[]): Promise<TGlobalDeleted> {
  return apiRequest('/admin/globals/bulk-delete', { method: 'POST', body: { jobIds }, schema: ZGlobalDeleted });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TGlobalDeleted, Error, string[]>, 'mutationFn'> };

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
