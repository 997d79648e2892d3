import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMessageResponse, ZMessageResponse } from '#shared/schemas/common.js';
import { getAdministratorsQueryOptions } from '#web/lib/administrators-query.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/decisions/0037: DELETE /admin/admins/invitations/{id} -> {message}; its link stops working.
export function withdrawInvitation(id: string): Promise<TMessageResponse> {
  return apiRequest(`/admin/admins/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: ZMessageResponse,
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TMessageResponse, Error, string>, 'mutationFn'> };

export function useWithdrawInvitation({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: withdrawInvitation,
    // Withdrawn, or already used or withdrawn elsewhere: either way the list is read again.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdministratorsQueryOptions().queryKey });
      await onSettled?.(...args);
    },
  });
}
