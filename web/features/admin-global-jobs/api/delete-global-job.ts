import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.js';
import { getGlobalJobsQueryOptions } from './get-global-jobs.js';

export const ZGlobalDeleted = z.object({ message: z.string(), deletedCount: z.number() });
export type TGlobalDeleted = z.infer<typeof ZGlobalDeleted>;

// DELETE /admin/globals/{id} -> {message: 'Global job deleted successfully!'}.
export function deleteGlobalJob(id: string): Promise<TGlobalDeleted> {
  return apiRequest(`/admin/globals/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZGlobalDeleted });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TGlobalDeleted, Error, string>, 'mutationFn'> };

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
