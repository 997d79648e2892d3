import { useMutation } from '@tanstack/react-query';
import { type TReportReceipt, type TReportRequest, ZReportReceipt } from '#shared/schemas/reports.js';
import { apiRequest } from '#web/lib/api-client.js';

/** POST /api/reports (docs/decisions/0035): anyone; a signed-in student's session goes with it. */
export function sendReport(body: TReportRequest): Promise<TReportReceipt> {
  return apiRequest('/reports', { method: 'POST', body, schema: ZReportReceipt });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
