import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import {
  type TAcceptInvitationRequest,
  type TInvitationAccepted,
  ZInvitationAccepted,
} from '#shared/schemas/admins.js';
import { apiRequest } from '#web/lib/api-client.js';

/**
 * POST /api/admin/invitations/{token} {password} (docs/decisions/0037): the account is made and signed
 * in, answered as the admin login answers. No stored session is sent (`auth: false`).
 */
export function acceptInvitation(token: string, body: TAcceptInvitationRequest): Promise<TInvitationAccepted> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    schema: ZInvitationAccepted,
    auth: false,
  });
}

type Options = {
  mutationConfig?: Omit<UseMutationOptions<TInvitationAccepted, Error, TAcceptInvitationRequest>, 'mutationFn'>;
};

export function useAcceptInvitation(token: string, { mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: (body) => acceptInvitation(token, body) });
}
