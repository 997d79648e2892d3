import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TReportDecisionRequest, ZReportDecisionResult } from '#shared/schemas/reports.js';
import { apiRequest } from '#web/lib/api-client.js';

type Result = z.infer<typeof ZReportDecisionResult>;

// docs/decisions/0035: POST /admin/reports/decision {listingKind, listingId, decision, reason?}.
export function decideOnReports(body: TReportDecisionRequest): Promise<Result> {
  return apiRequest('/admin/reports/decision', { method: 'POST', body, schema: ZReportDecisionResult });
}

export function useDecideOnReports({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<Result, Error, TReportDecisionRequest>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: decideOnReports,
    onSuccess: (...args) => {
      // The queue, the dashboard's counts and the listings the decision changed.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      mutationConfig?.onSuccess?.(...args);
    },
  });
}
