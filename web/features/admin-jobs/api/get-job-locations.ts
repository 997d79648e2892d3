import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.js';

const ZLocations = z.array(z.string());

// GET /admin/jobs/locations -> every distinct location, for the filter and delete by location.
export function getJobLocations(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/admin/jobs/locations', { signal, schema: ZLocations });
}

export function getJobLocationsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'jobs', 'locations'], queryFn: ({ signal }) => getJobLocations(signal) });
}

export function useJobLocations() {
  return useQuery(getJobLocationsQueryOptions());
}
