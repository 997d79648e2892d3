import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.js';

const ZPasswordSaved = z.object({ message: z.string(), token: z.string() });
export type TPasswordSaved = z.infer<typeof ZPasswordSaved>;
export type TPasswordUpdate = { currentPassword: string; newPassword: string };

/**
 * DECISIONS.md → API: PUT /admin/password -> {message, token}. Every older token ends, this one
 * included, so the caller must store the new token at once.
 */
export function updateAdminPassword(body: TPasswordUpdate): Promise<TPasswordSaved> {
  return apiRequest('/admin/password', { method: 'PUT', body, schema: ZPasswordSaved });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TPasswordSaved, Error, TPasswordUpdate>, 'mutationFn'> };

export function useUpdateAdminPassword({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateAdminPassword });
}
