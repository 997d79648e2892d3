import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TJobSort } from '#shared/constants.js';
import {
  EMPTY_FILTERS,
  type FilterKey,
  type InternshipFilters,
  type ListQuery,
  parseListQuery,
  toListSearchParams,
} from '../utils/list-query.js';

/** Marks a history entry made by typing into one field, so further typing there replaces it. */
type TypingState = { typingIn: FilterKey };

function typingField(state: unknown): FilterKey | null {
  if (typeof state !== 'object' || state === null || !('typingIn' in state)) return null;
  return (state as TypingState).typingIn;
}

/**
 * The list's filters, order and page, read from and written to the URL (docs/spec/student-side.md §2), so reload, shared links
 * and the back button keep them. Every filter change goes back to page 1 (docs/spec/student-side.md §4).
 */
export function useListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const listQuery: ListQuery = useMemo(() => parseListQuery(searchParams), [searchParams]);
  const lastTypedField = typingField(location.state);

  const setFilters = useCallback(
    (changes: Partial<InternshipFilters>) => {
      setSearchParams(
        (current) => {
          const { filters, sort } = parseListQuery(current);
          return toListSearchParams({ filters: { ...filters, ...changes }, page: 1, sort });
        },
        // The filters sit above the results: stay where the student is.
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** A debounced value typed into search or location: one history entry per run of typing. */
  const setTypedFilter = useCallback(
    (key: 'search' | 'location', value: string) => {
      setSearchParams(
        (current) => {
          const { filters, sort } = parseListQuery(current);
          return toListSearchParams({ filters: { ...filters, [key]: value }, page: 1, sort });
        },
        { preventScrollReset: true, replace: lastTypedField === key, state: { typingIn: key } satisfies TypingState },
      );
    },
    [setSearchParams, lastTypedField],
  );

  const clearAll = useCallback(() => {
    setSearchParams(toListSearchParams({ filters: EMPTY_FILTERS, page: 1 }), { preventScrollReset: true });
  }, [setSearchParams]);

  const setPage = useCallback(
    (page: number) => {
      setSearchParams((current) => toListSearchParams({ ...parseListQuery(current), page }));
    },
    [setSearchParams],
  );

  /** A new order starts again at page 1 (docs/decisions/0045). */
  const setSort = useCallback(
    (sort: TJobSort) => {
      setSearchParams((current) => toListSearchParams({ ...parseListQuery(current), sort, page: 1 }), {
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  /** Corrects the URL without a new history entry (a page past the last one). */
  const replacePage = useCallback(
    (page: number) => {
      setSearchParams((current) => toListSearchParams({ ...parseListQuery(current), page }), { replace: true });
    },
    [setSearchParams],
  );

  return { ...listQuery, setFilters, setTypedFilter, clearAll, setPage, replacePage, setSort };
}
