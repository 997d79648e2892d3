import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ZAdminProfileUpdate } from '../../../../shared/schemas/admin.js';
import { ZAdmin } from '../../../../shared/schemas/auth.js';
import { apiRequest } from '../../../lib/api-client.js';

const ZProfileSaved = z.object({ message: z.string(), admin: ZAdmin });
export type TProfileSaved = z.infer<typeof ZProfileSaved>;
export type TAdminProfileUpdate = z.input<typeof ZAdminProfileUpdate>;

// DECISIONS.md → API: PUT /admin/profile {username, email} -> {message, admin}.
export function updateAdminProfile(body: TAdminProfileUpdate): Promise<TProfileSaved> {
  return apiRequest('/admin/profile', { method: 'PUT', body, schema: ZProfileSaved });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TProfileSaved, Error, TAdminProfileUpdate>, 'mutationFn'> };

export function useUpdateAdminProfile({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updateAdminProfile });
}
