import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TCompanyResponsivenessRow, ZCompanyResponsivenessList } from '#shared/schemas/hearing-back.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/decisions/0033: GET /admin/companies/responsiveness -> every company with an application that
// reached it in the last 180 days, the least answering first.
export function getCompanyResponsiveness(signal?: AbortSignal): Promise<TCompanyResponsivenessRow[]> {
  return apiRequest('/admin/companies/responsiveness', { signal, schema: ZCompanyResponsivenessList });
}

export function getCompanyResponsivenessQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'companies-responsiveness'],
    queryFn: ({ signal }) => getCompanyResponsiveness(signal),
    staleTime: 0,
  });
}

export function useCompanyResponsiveness() {
  return useQuery(getCompanyResponsivenessQueryOptions());
}
