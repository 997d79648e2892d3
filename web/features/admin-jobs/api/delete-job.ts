import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';

export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

// DELETE /admin/jobs/{id} -> {message: 'Job deleted successfully!'}.
export function deleteJob(id: string): Promise<TDeletedResponse> {
  return apiRequest(`/admin/jobs/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZDeletedResponse });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TDeletedResponse, Error, string>, 'mutationFn'> };

export function useDeleteJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteJob,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
