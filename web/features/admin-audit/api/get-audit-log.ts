import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAction } from '#shared/audit.js';
import { type TAuditPage, ZAuditPage } from '#shared/schemas/audit.js';
import { apiRequest } from '#web/lib/api-client.js';

export type { TAuditEntry } from '#shared/schemas/audit.js';

/** The filters of the activity log; India dates YYYY-MM-DD, both inclusive. */
export type AuditFilters = { adminId?: string; action?: AdminAction; from?: string; to?: string };

// docs/decisions/0034: GET /admin/audit?adminId&action&from&to&cursor&limit -> {entries, nextCursor}, newest first.
export function getAuditLog(
  { adminId, action, from, to }: AuditFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<TAuditPage> {
  return apiRequest('/admin/audit', { query: { adminId, action, from, to, cursor }, signal, schema: ZAuditPage });
}

export function getAuditLogQueryOptions(filters?: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: filters ? ['admin', 'audit', filters] : ['admin', 'audit'],
    queryFn: ({ pageParam, signal }) => getAuditLog(filters ?? {}, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getAuditLogQueryOptions(filters), enabled });
}
