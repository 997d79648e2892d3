import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TJobInput, ZAdminJobResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';
import { invalidateJobs } from './invalidate-jobs.js';

export type TAdminJobResponse = z.infer<typeof ZAdminJobResponse>;
export type SaveJobVariables = { id?: string; body: TJobInput };

// POST /admin/jobs (create, 201) or PUT /admin/jobs/{id} (edit) -> {message, job}.
export function saveJob({ id, body }: SaveJobVariables): Promise<TAdminJobResponse> {
  return id
    ? apiRequest(`/admin/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZAdminJobResponse })
    : apiRequest('/admin/jobs', { method: 'POST', body, schema: ZAdminJobResponse });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TAdminJobResponse, Error, SaveJobVariables>, 'mutationFn'>;
};

export function useSaveJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: saveJob,
    onSuccess: async (...args) => {
      await invalidateJobs(queryClient);
      await onSuccess?.(...args);
    },
  });
}
