import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TAdminPasswordSaved, ZAdminPasswordSaved, type ZAdminPasswordUpdate } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TPasswordUpdate = z.input<typeof ZAdminPasswordUpdate>;

/**
 * docs/spec/product-decisions.md → API: PUT /admin/password -> {message, token}. Every older token ends, this one
 * included, so the caller must store the new token at once.
 */
export function updateAdminPassword(body: TPasswordUpdate): Promise<TAdminPasswordSaved> {
  return apiRequest('/admin/password', { method: 'PUT', body, schema: ZAdminPasswordSaved });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TAdminPasswordSaved, Error, TPasswordUpdate>, 'mutationFn'> };

export function useUpdateAdminPassword({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateAdminPassword });
}
