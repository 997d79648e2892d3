import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import type { TDeletedResponse } from './delete-job.js';
import { invalidateJobs } from './invalidate-jobs.js';

// POST /admin/jobs/bulk-delete {jobIds} -> {message: 'Successfully deleted N jobs'}.
export function bulkDeleteJobs(jobIds: string[]): Promise<TDeletedResponse> {
  return apiRequest('/admin/jobs/bulk-delete', { method: 'POST', body: { jobIds }, schema: ZDeletedResponse });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TDeletedResponse, Error, string[]>, 'mutationFn'> };

export function useBulkDeleteJobs({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: bulkDeleteJobs,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
