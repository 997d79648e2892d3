import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { JobsApiQuery } from '../utils/list-query.js';
import { getInternships } from './get-internships.js';

/**
 * How many internships a set of filters gives: GET /jobs with limit=1, read from pagination.total.
 * `query` null: nothing to count yet (the filters are not valid).
 */
export function getInternshipsCountQueryOptions(query: JobsApiQuery | null) {
  const countQuery = query && { ...query, page: 1, limit: 1 };
  return queryOptions({
    queryKey: ['internships', 'count', countQuery],
    queryFn: countQuery ? async ({ signal }) => (await getInternships(countQuery, signal)).pagination.total : skipToken,
  });
}

export function useInternshipsCount(query: JobsApiQuery | null) {
  return useQuery(getInternshipsCountQueryOptions(query));
}
