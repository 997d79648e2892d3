import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletedResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import type { TDeletedResponse } from './delete-job.js';
import { invalidateJobs } from './invalidate-jobs.js';

// docs/spec/admin-side.md §7: DELETE /admin/jobs/deletebylocation/{location}, the location url-encoded.
export function deleteJobsByLocation(location: string): Promise<TDeletedResponse> {
  return apiRequest(`/admin/jobs/deletebylocation/${encodeURIComponent(location)}`, {
    method: 'DELETE',
    schema: ZDeletedResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TDeletedResponse, Error, string>, 'mutationFn'> };

export function useDeleteJobsByLocation({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteJobsByLocation,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
