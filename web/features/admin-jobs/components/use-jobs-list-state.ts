import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_JOB_SORTS } from '#shared/schemas/admin-jobs.js';
import type { AdminJobsQuery } from '../api/get-admin-jobs.js';

export const JOBS_PAGE_SIZE = 20;
export type JobSort = (typeof ADMIN_JOB_SORTS)[number];

function readSort(value: string | null): JobSort {
  return (ADMIN_JOB_SORTS as readonly string[]).includes(value ?? '') ? (value as JobSort) : 'createdAt';
}

/** The table's page, sort, location and search live in the URL, so a reload or a shared link keeps them. */
export function useJobsListState() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<AdminJobsQuery>(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    return {
      page: Number.isFinite(page) && page > 0 ? page : 1,
      limit: JOBS_PAGE_SIZE,
      sort: readSort(params.get('sort')),
      order: params.get('order') === 'asc' ? 'asc' : 'desc',
      location: params.get('location') ?? undefined,
      search: params.get('search') ?? undefined,
      held: params.get('held') === 'true' ? 'true' : undefined,
    };
  }, [params]);

  const update = useCallback(
    (
      changes: Partial<Record<'page' | 'sort' | 'order' | 'location' | 'search' | 'held', string | number | undefined>>,
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    query,
    setPage: (page: number) => update({ page }),
    /** A new sort column starts ascending; the same column flips its order. */
    toggleSort: (sort: JobSort) =>
      update({ sort, order: query.sort === sort && query.order === 'asc' ? 'desc' : 'asc', page: 1 }),
    setLocation: (location: string) => update({ location, page: 1 }),
    setSearch: (search: string) => update({ search: search.trim(), page: 1 }),
    /** Only the internships held for review (docs/decisions/0038), or all again. */
    setHeldOnly: (heldOnly: boolean) => update({ held: heldOnly ? 'true' : undefined, page: 1 }),
  };
}
