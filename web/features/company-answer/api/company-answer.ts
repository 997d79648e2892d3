import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCompanyAnswerRequest,
  TCompanyAnswerResponse,
  TCompanyAnswerView,
} from '#shared/schemas/hearing-back.js';
import { apiRequest } from '#web/lib/api-client.js';

// The company's answer page (docs/decisions/0033): no login, the token in the link is the key, so no
// call carries a student's or an administrator's session (`auth: false`). The answers are typed, not
// parsed: the page stays free of zod.

const base = (token: string) => `/company-answers/${encodeURIComponent(token)}`;

export const companyAnswerKey = (token: string) => ['company-answer', token] as const;

/** GET /api/company-answers/{token}: the application as the company sees it; reading changes nothing. */
export function useCompanyAnswerView(token: string) {
  return useQuery({
    queryKey: companyAnswerKey(token),
    queryFn: ({ signal }) => apiRequest<TCompanyAnswerView>(base(token), { signal, auth: false }),
  });
}

/** POST /api/company-answers/{token}/opened: the page was shown (a mail scanner never runs it). */
export function sendOpened(token: string): Promise<unknown> {
  return apiRequest(`${base(token)}/opened`, { method: 'POST', auth: false });
}

/** POST /api/company-answers/{token}: the answer; the page shows the view it answers with. */
export function useSendAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyAnswerRequest) =>
      apiRequest<TCompanyAnswerResponse>(base(token), { method: 'POST', body, auth: false }),
    onSuccess: ({ view }) => queryClient.setQueryData(companyAnswerKey(token), view),
  });
}
