import type { QueryClient } from '@tanstack/react-query';
import { getAdminJobsQueryOptions } from './get-admin-jobs.js';
import { getExpiringJobsQueryOptions } from './get-expiring-jobs.js';
import { getJobLocationsQueryOptions } from './get-job-locations.js';

/** After any change to internships: every list page, the location list and what expires soon are stale. */
export function invalidateJobs(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAdminJobsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getJobLocationsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getExpiringJobsQueryOptions().queryKey }),
  ]).then(() => undefined);
}
