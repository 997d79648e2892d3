import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDeleteAccountRequest } from '#shared/schemas/account.js';
import type { TMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

// DELETE /api/account {password} -> {message}; a wrong password is 400 'Incorrect password'
// (400, not 401, so apiRequest keeps the student signed in to retry).
export function deleteAccount(body: TDeleteAccountRequest): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>('/account', { method: 'DELETE', body });
}

type UseDeleteAccountOptions = {
  mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, TDeleteAccountRequest>, 'mutationFn'>;
};

export function useDeleteAccount({ mutationConfig }: UseDeleteAccountOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
