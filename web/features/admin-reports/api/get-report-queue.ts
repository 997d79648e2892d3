import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TReportQueue, ZReportQueue } from '#shared/schemas/reports.js';
import { apiRequest } from '#web/lib/api-client.js';

export type ReportQueueState = 'open' | 'closed';

// docs/decisions/0035: GET /admin/reports?state=open|closed -> {listings, openCount, overdueCount}.
export function getReportQueue(state: ReportQueueState, signal?: AbortSignal): Promise<TReportQueue> {
  return apiRequest('/admin/reports', { query: { state }, signal, schema: ZReportQueue });
}

export function useReportQueue(state: ReportQueueState) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', state],
      queryFn: ({ signal }) => getReportQueue(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
