import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TAdminProfileSaved, ZAdminProfileSaved, type ZAdminProfileUpdate } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';
export type TAdminProfileUpdate = z.input<typeof ZAdminProfileUpdate>;

// docs/spec/product-decisions.md → API: PUT /admin/profile {username, email} -> {message, admin}.
export function updateAdminProfile(body: TAdminProfileUpdate): Promise<TAdminProfileSaved> {
  return apiRequest('/admin/profile', { method: 'PUT', body, schema: ZAdminProfileSaved });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TAdminProfileSaved, Error, TAdminProfileUpdate>, 'mutationFn'>;
};

export function useUpdateAdminProfile({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateAdminProfile });
}
