import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZGlobalJobInput } from '#shared/schemas/admin.js';
import { type TGlobalJobSaved, ZGlobalJobSaved } from '#shared/schemas/global-job.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getGlobalJobsQueryOptions } from './get-global-jobs.js';

export type TGlobalJobInput = z.infer<typeof ZGlobalJobInput>;
export type SaveGlobalJobVariables = { id?: string; body: TGlobalJobInput };

// POST /admin/globals (create) or PUT /admin/globals/{id} (edit) {country_name, company_name, link, continents}.
export function saveGlobalJob({ id, body }: SaveGlobalJobVariables): Promise<TGlobalJobSaved> {
  return id
    ? apiRequest(`/admin/globals/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZGlobalJobSaved })
    : apiRequest('/admin/globals', { method: 'POST', body, schema: ZGlobalJobSaved });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TGlobalJobSaved, Error, SaveGlobalJobVariables>, 'mutationFn'>;
};

export function useSaveGlobalJob({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: saveGlobalJob,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getGlobalJobsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
