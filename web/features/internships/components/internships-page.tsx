import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '#web/components/admin/use-media-query.js';
import { ClientOnly } from '#web/components/client-only.js';
import { HydrateLater } from '#web/components/hydrate-later.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { useLatch } from '#web/hooks/use-latch.js';
import { useInternships } from '../api/get-internships.js';
import { useErrorToast } from '../hooks/use-error-toast.js';
import { useListQuery } from '../hooks/use-list-query.js';
import { useReturnToCard } from '../hooks/use-return-to-card.js';
import {
  countActivePanelFilters,
  hasAnyFilter,
  shownSort,
  toJobsApiQuery,
  toListQueryObject,
} from '../utils/list-query.js';
import { FilterPanelButton } from './filter-panel-button.js';
import { InternshipResults } from './internship-results.js';
import { Pagination } from './pagination.js';
import { SaveSearchButton } from './save-search-button.js';
import { SearchBar } from './search-bar.js';
import { SortSelect } from './sort-select.js';

const PANEL_ID = 'internship-filters';
const FILTERS_BUTTON_ID = 'internship-filters-button';
// The panel's form code is fetched when it first opens (most searches use the bar alone).
const loadFilterPanel = () => import('./filter-panel.js');
const FilterPanel = lazy(async () => ({ default: (await loadFilterPanel()).FilterPanel }));
// On a phone the panel is a bottom sheet, its code fetched the same way.
const loadFilterSheet = () => import('./filter-panel-sheet.js');
const FilterPanelSheet = lazy(async () => ({ default: (await loadFilterSheet()).FilterPanelSheet }));
// Phones, and tablets held upright: the filters open as a bottom sheet (Tailwind's md breakpoint).
const PHONE_QUERY = '(max-width: 767.98px)';

/** /internships (docs/spec/student-side.md §2): search, filters and page in the URL; 12 cards a page. */
export function InternshipsPage() {
  const { t } = useLingui();
  const { filters, page, sort, setFilters, setTypedFilter, clearAll, setPage, replacePage, setSort } = useListQuery();
  const activePanelFilters = countActivePanelFilters(filters);
  const isPhone = useMediaQuery(PHONE_QUERY, false);
  const [isPanelOpen, setIsPanelOpen] = useState(activePanelFilters > 0);
  const hasOpenedPanel = useLatch(isPanelOpen);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const hasOpenedSheet = useLatch(isSheetOpen);
  const isFiltersOpen = isPhone ? isSheetOpen : isPanelOpen;
  const resultsRef = useRef<HTMLDivElement>(null);
  // Clear All also empties what is still being typed: a new key remounts the search bar.
  const [searchBarKey, setSearchBarKey] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const query = useInternships(toJobsApiQuery({ filters, page, sort }));
  const { data, isPlaceholderData } = query;
  const isLoading = query.isPending || isPlaceholderData;
  useErrorToast(query.error, query.errorUpdatedAt, t`Failed to fetch internships`);
  useReturnToCard(resultsRef, data !== undefined && !isLoading);

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
  // After the sheet's 'Show N internships': the results line at the top of the screen, with focus.
  const onShowResults = () => {
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
    summaryRef.current?.focus({ preventScroll: true });
  };
  const filtersButton = (
    <FilterPanelButton
      id={FILTERS_BUTTON_ID}
      isOpen={isFiltersOpen}
      opensDialog={isPhone}
      panelId={PANEL_ID}
      activePanelFilters={activePanelFilters}
      onClick={() => (isPhone ? setIsSheetOpen(true) : setIsPanelOpen((open) => !open))}
      onPreload={() => void (isPhone ? loadFilterSheet() : loadFilterPanel())}
    />
  );
  const listQuery = toListQueryObject({ filters, page, sort });
  // Applies at once; on a phone it sits in the filter sheet, where the results line leaves it no room.
  const sortControl = (id: string) => (
    <SortSelect
      id={id}
      value={shownSort({ filters, sort })}
      hasKeyword={filters.search.trim() !== ''}
      onChange={setSort}
    />
  );
  const loadingFilters = <Spinner label={t`Loading filters`} />;
  const panelValues = {
    domain: filters.domain,
    position: filters.position,
    minSalary: filters.minSalary,
    maxSalary: filters.maxSalary,
  };

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={t`Find Internships`} />
      {/* The search, the results and the pager are each taken over in a task of their own (docs/decisions/0051). */}
      <HydrateLater>
        <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-slate-50">
          <div className="mx-auto max-w-7xl px-4 pt-4 pb-3 sm:px-6 sm:pt-14 sm:pb-6">
            {/* On a phone the Filters button sits beside the title, so the first cards show on the first screen;
              from the md breakpoint beside the search bar. Placed by the grid, not by script, so the server's
              HTML is already right on either screen (docs/decisions/0048). */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
              <h1 className="col-start-1 row-start-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl md:col-span-2">
                <Trans>Find Internships</Trans>
              </h1>
              <p className="col-span-2 row-start-2 mt-2 hidden max-w-2xl text-slate-600 sm:block">
                <Trans>Search by keywords and city, then narrow down by domain, position and monthly stipend.</Trans>
              </p>
              <div className="col-span-2 row-start-3 mt-3 min-w-0 sm:mt-6 md:col-span-1">
                <SearchBar
                  key={searchBarKey}
                  search={filters.search}
                  location={filters.location}
                  onSearchChange={(value) => setTypedFilter('search', value)}
                  onLocationChange={(value) => setTypedFilter('location', value)}
                />
              </div>
              <div className="col-start-2 row-start-1 md:row-start-3 md:mt-6 md:self-start">{filtersButton}</div>
            </div>
            {/* Kept mounted while collapsed, so a half-filled panel survives closing it. */}
            {isPhone ? (
              <Suspense fallback={isSheetOpen && loadingFilters}>
                {hasOpenedSheet && (
                  <FilterPanelSheet
                    id={`${PANEL_ID}-sheet`}
                    isOpen={isSheetOpen}
                    onOpenChange={setIsSheetOpen}
                    filters={filters}
                    onApply={(values) => setFilters(values)}
                    onClearAll={onClearAll}
                    onShowResults={onShowResults}
                    onReturnFocus={() => document.getElementById(FILTERS_BUTTON_ID)?.focus()}
                    sortControl={sortControl('internships-sort-sheet')}
                  />
                )}
              </Suspense>
            ) : (
              // Below the md breakpoint the sheet serves instead: hidden there by the stylesheet too, as the
              // server renders this branch for every screen (docs/decisions/0048).
              <div id={PANEL_ID} hidden={!isPanelOpen} className="mt-4 max-md:hidden">
                {hasOpenedPanel && (
                  <ClientOnly fallback={loadingFilters}>
                    <Suspense fallback={loadingFilters}>
                      <FilterPanel
                        id={`${PANEL_ID}-form`}
                        initialValues={panelValues}
                        onApply={(values) => setFilters(values)}
                        onClearAll={onClearAll}
                      />
                    </Suspense>
                  </ClientOnly>
                )}
              </div>
            )}
          </div>
        </div>
      </HydrateLater>
      <div
        ref={resultsRef}
        className="mx-auto max-w-7xl scroll-mt-16 space-y-6 px-4 pt-3 pb-6 sm:space-y-8 sm:px-6 sm:py-8"
      >
        <HydrateLater>
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
            action={<SaveSearchButton filters={filters} />}
            sortControl={sortControl('internships-sort')}
          />
        </HydrateLater>
        <HydrateLater>
          <Pagination current={page} pages={data?.pagination.pages ?? 1} onPageChange={onPageChange} />
        </HydrateLater>
      </div>
    </div>
  );
}
