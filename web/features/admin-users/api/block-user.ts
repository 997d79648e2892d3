import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMessageResponse, ZMessageResponse } from '#shared/schemas/common.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminUsersQueryOptions } from './get-admin-users.js';

export type BlockVariables = { id: string; isBlocked: boolean };

// PUT /admin/users/{id}/block {isBlocked} -> 'User blocked successfully!' | 'User unblocked successfully!'.
export function blockUser({ id, isBlocked }: BlockVariables): Promise<TMessageResponse> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/block`, {
    method: 'PUT',
    body: { isBlocked },
    schema: ZMessageResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, BlockVariables>, 'mutationFn'> };

export function useBlockUser({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: blockUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
