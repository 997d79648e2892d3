import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';
import type { TAdminJobResponse } from './save-job.js';

// POST /admin/jobs/{id}/publish -> {message, job}: a held internship made active after review (docs/decisions/0038).
export function publishJob(id: string): Promise<TAdminJobResponse> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}/publish`, { method: 'POST', schema: ZAdminJobResponse });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TAdminJobResponse, Error, string>, 'mutationFn'> };

export function usePublishJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: publishJob,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
