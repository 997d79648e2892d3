import type { QueryClient } from '@tanstack/react-query';
import { getAdminJobsQueryOptions } from './get-admin-jobs.js';
import { getJobLocationsQueryOptions } from './get-job-locations.js';

/** After any change to internships: every list page and the location list are stale. */
export function invalidateJobs(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAdminJobsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getJobLocationsQueryOptions().queryKey }),
  ]).then(() => undefined);
}
