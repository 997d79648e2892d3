import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TDeletedResponse, ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getGlobalJobsQueryOptions } from './get-global-jobs.js';

// DELETE /admin/globals/{id} -> {message: 'Global job deleted successfully!'}.
export function deleteGlobalJob(id: string): Promise<TDeletedResponse> {
  return apiRequest(`/admin/globals/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZDeletedResponse });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TDeletedResponse, Error, string>, 'mutationFn'> };

export function useDeleteGlobalJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteGlobalJob,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getGlobalJobsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
