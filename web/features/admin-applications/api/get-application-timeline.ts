import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TAdminApplicationTimeline, ZAdminApplicationTimeline } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getAdminApplicationsQueryOptions } from './get-admin-applications.js';

// docs/decisions/0033: GET /admin/applications/{id}/timeline -> {timeline (oldest first), closedReason}.
export function getApplicationTimeline(id: string, signal?: AbortSignal): Promise<TAdminApplicationTimeline> {
  return apiRequest(`/admin/applications/${encodeURIComponent(id)}/timeline`, {
    signal,
    schema: ZAdminApplicationTimeline,
  });
}

export function getApplicationTimelineQueryOptions(id: string) {
  return queryOptions({
    // Under the lists' prefix: whatever refreshes the lists (a status change, a forward, a reopening)
    // refreshes the history too.
    queryKey: [...getAdminApplicationsQueryOptions().queryKey, 'timeline', id],
    queryFn: ({ signal }) => getApplicationTimeline(id, signal),
  });
}

export function useApplicationTimeline(id: string) {
  return useQuery(getApplicationTimelineQueryOptions(id));
}
