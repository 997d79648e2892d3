import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TInvitationSent, type TInviteAdminRequest, ZInvitationSent } from '#shared/schemas/admins.js';
import { getAdministratorsQueryOptions } from '#web/lib/administrators-query.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/decisions/0037: POST /admin/admins/invitations {username, email} -> 201 {message, invitation}; 409
// USERNAME_TAKEN or ADMIN_EMAIL_TAKEN.
export function inviteAdministrator(body: TInviteAdminRequest): Promise<TInvitationSent> {
  return apiRequest('/admin/admins/invitations', { method: 'POST', body, schema: ZInvitationSent });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TInvitationSent, Error, TInviteAdminRequest>, 'mutationFn'>;
};

export function useInviteAdministrator({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: inviteAdministrator,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAdministratorsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
