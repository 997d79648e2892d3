import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';

// POST /api/logout-everywhere -> {message}: every session of the account ends, this one too.
export function logoutEverywhere(): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>('/logout-everywhere', { method: 'POST' });
}

export function useLogoutEverywhere({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, void>, 'mutationFn'>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: logoutEverywhere });
}
