import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { useLatch } from '#web/hooks/use-latch.js';
import { useInternships } from '../api/get-internships.js';
import { useErrorToast } from '../hooks/use-error-toast.js';
import { useListQuery } from '../hooks/use-list-query.js';
import { countActivePanelFilters, hasAnyFilter, toJobsApiQuery, toListQueryObject } from '../utils/list-query.js';
import { InternshipResults } from './internship-results.js';
import { Pagination } from './pagination.js';
import { SearchBar } from './search-bar.js';

const PANEL_ID = 'internship-filters';
// The panel's form code is fetched when it first opens (most searches use the bar alone).
const loadFilterPanel = () => import('./filter-panel.js');
const FilterPanel = lazy(async () => ({ default: (await loadFilterPanel()).FilterPanel }));

/** /internships (docs/spec/student-side.md §2): search, filters and page in the URL; 12 cards a page. */
export function InternshipsPage() {
  const { t } = useLingui();
  const { filters, page, setFilters, setTypedFilter, clearAll, setPage, replacePage } = useListQuery();
  const activePanelFilters = countActivePanelFilters(filters);
  const [isPanelOpen, setIsPanelOpen] = useState(activePanelFilters > 0);
  const hasOpenedPanel = useLatch(isPanelOpen);
  // Clear All also empties what is still being typed: a new key remounts the search bar.
  const [searchBarKey, setSearchBarKey] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const query = useInternships(toJobsApiQuery({ filters, page }));
  const { data, isPlaceholderData } = query;
  const isLoading = query.isPending || isPlaceholderData;
  useErrorToast(query.error, query.errorUpdatedAt, t`Failed to fetch internships`);

  // A page past the last one (an old link, fewer results now): go to the last page instead.
  const lastPage = data && !isPlaceholderData ? data.pagination.pages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) replacePage(lastPage);
  }, [lastPage, page, replacePage]);

  const onClearAll = () => {
    setSearchBarKey((key) => key + 1);
    clearAll();
  };
  const onPageChange = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
    summaryRef.current?.focus({ preventScroll: true });
  };
  const listQuery = toListQueryObject({ filters, page });
  const panelValues = {
    domain: filters.domain,
    position: filters.position,
    minSalary: filters.minSalary,
    maxSalary: filters.maxSalary,
  };

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={t`Find Internships`} />
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Find Internships</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            <Trans>Search by keywords and city, then narrow down by domain, position and monthly stipend.</Trans>
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <div className="min-w-0 flex-1">
              <SearchBar
                key={searchBarKey}
                search={filters.search}
                location={filters.location}
                onSearchChange={(value) => setTypedFilter('search', value)}
                onLocationChange={(value) => setTypedFilter('location', value)}
              />
            </div>
            <button
              type="button"
              aria-expanded={isPanelOpen}
              aria-controls={PANEL_ID}
              onClick={() => setIsPanelOpen((open) => !open)}
              onPointerEnter={() => void loadFilterPanel()}
              onFocus={() => void loadFilterPanel()}
              className={clsx(
                'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
                isPanelOpen
                  ? 'bg-indigo-700 text-white ring-indigo-700 hover:bg-indigo-800'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100',
              )}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              <Trans>Filters</Trans>
              {activePanelFilters > 0 && (
                <span
                  className={clsx(
                    'rounded-full px-1.5 text-xs',
                    isPanelOpen ? 'bg-white text-indigo-800' : 'bg-indigo-700 text-white',
                  )}
                >
                  <Trans comment="how many filters of the panel are set, e.g. 2 active">
                    {activePanelFilters}
                    <span className="sr-only"> active</span>
                  </Trans>
                </span>
              )}
            </button>
          </div>
          {/* Kept mounted while collapsed, so a half-filled panel survives closing it. */}
          <div id={PANEL_ID} hidden={!isPanelOpen} className="mt-4">
            <Suspense fallback={<Spinner label={t`Loading filters`} />}>
              {hasOpenedPanel && (
                <FilterPanel
                  id={`${PANEL_ID}-form`}
                  initialValues={panelValues}
                  onApply={(values) => setFilters(values)}
                  onClearAll={onClearAll}
                />
              )}
            </Suspense>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <InternshipResults
          data={data}
          isLoading={isLoading}
          isError={query.isError}
          page={page}
          hasFilters={hasAnyFilter(filters)}
          getDetailHref={(id) => paths.internship.getHref(id, listQuery)}
          onRetry={() => void query.refetch()}
          onClearAll={onClearAll}
          summaryRef={summaryRef}
        />
        <Pagination current={page} pages={data?.pagination.pages ?? 1} onPageChange={onPageChange} />
      </div>
    </div>
  );
}
