import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TInvitationView, ZInvitationView } from '#shared/schemas/admins.js';
import { apiRequest } from '#web/lib/api-client.js';

// A new administrator's invitation (docs/decisions/0037): no login, the token in the link is the key, so
// the call carries no stored session (`auth: false`): a wrong link must never end one.

/** GET /api/admin/invitations/{token}: whom the link invites; 404 or 410 with a code when it cannot be used. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<TInvitationView> {
  return apiRequest(`/admin/invitations/${encodeURIComponent(token)}`, {
    signal,
    schema: ZInvitationView,
    auth: false,
  });
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin-invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // Read once: the page moves on by itself after the link is used.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
