import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TSavedSearch,
  TSavedSearchAnswer,
  TSavedSearchCreate,
  TSavedSearches,
  TSavedSearchFilters,
  TSavedSearchUpdate,
} from '#shared/schemas/saved-searches.js';
import { paths } from '../config/paths.js';
import { apiRequest } from './api-client.js';
import { useSession } from './session.js';

// Saved searches (issue 21, item 2). One query holds the student's list: the list page's "Save this
// search" adds to it and the dashboard's section shows and changes it. Typed, not parsed: the list page
// carries this, and a schema here would bring the validator with it.

/** `userId` keeps one student's list from showing for another who signs in on the same tab. */
export function getSavedSearchesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['saved-searches', userId],
    queryFn: ({ signal }) =>
      apiRequest<TSavedSearches>('/saved-searches', { signal }).then(({ savedSearches }) => savedSearches),
    enabled: userId !== null,
  });
}

/** The signed-in student's id (null for a visitor or an administrator) and their saved searches. */
export function useSavedSearches({ refetchOnMount }: { refetchOnMount?: 'always' } = {}) {
  const { userType, user } = useSession();
  const studentId = userType === 'user' ? (user?._id ?? null) : null;
  const query = useQuery({ ...getSavedSearchesQueryOptions(studentId), refetchOnMount });
  return { studentId, isVisitor: userType === null, query };
}

export function createSavedSearch(body: TSavedSearchCreate): Promise<TSavedSearch> {
  return apiRequest<TSavedSearchAnswer>('/saved-searches', { method: 'POST', body }).then(
    ({ savedSearch }) => savedSearch,
  );
}

export function updateSavedSearch(id: string, body: TSavedSearchUpdate): Promise<TSavedSearch> {
  return apiRequest<TSavedSearchAnswer>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then(
    ({ savedSearch }) => savedSearch,
  );
}

export function deleteSavedSearch(id: string): Promise<unknown> {
  return apiRequest(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** /internships with a saved search's keywords and filters in the address, as the list reads them. */
export function savedSearchListHref(filters: TSavedSearchFilters): string {
  return paths.internships.getHref(filters);
}
