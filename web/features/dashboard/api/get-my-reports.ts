import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TMyReport, ZMyReports } from '#shared/schemas/reports.js';
import { apiRequest } from '#web/lib/api-client.js';

// GET /api/reports/mine (docs/decisions/0035): the listings this student reported, and what came of each.
export async function getMyReports({ signal }: { signal?: AbortSignal } = {}): Promise<TMyReport[]> {
  return (await apiRequest('/reports/mine', { signal, schema: ZMyReports })).reports;
}

export function useMyReports() {
  return useQuery(
    queryOptions({
      queryKey: ['my-reports'],
      queryFn: ({ signal }) => getMyReports({ signal }),
      // Reports are made on other pages; ask again whenever the dashboard opens.
      refetchOnMount: 'always',
    }),
  );
}
