import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnsubscribeAnswer } from '#shared/schemas/saved-searches.js';
import { apiRequest } from '#web/lib/api-client.js';

// The alert mail's unsubscribe page (issue 21, item 2): no login, the signed token in the link names the
// saved search, so no call carries the session (`auth: false`). Typed, not parsed: the page stays free of zod.

const base = (token: string) => `/alerts/unsubscribe/${encodeURIComponent(token)}`;

const unsubscribeKey = (token: string) => ['alert-unsubscribe', token] as const;

/** GET /api/alerts/unsubscribe/{token}: the search's name and frequency; reading changes nothing. */
export function useUnsubscribeView(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => apiRequest<TUnsubscribeAnswer>(base(token), { signal, auth: false }),
  });
}

/** POST /api/alerts/unsubscribe/{token}: alerts off (RFC 8058's one-click POST, sent here by a tap). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TUnsubscribeAnswer>(base(token), { method: 'POST', body: {}, auth: false }),
    onSuccess: (answer) => queryClient.setQueryData(unsubscribeKey(token), answer),
  });
}
