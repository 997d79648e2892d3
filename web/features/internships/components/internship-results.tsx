import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { PAGE_SIZE } from '#shared/constants.js';
import type { TJobsResponse } from '#shared/schemas/job.js';
import { InternshipCard, InternshipCardSkeleton } from '#web/components/internship-card.js';
import { Button } from '#web/components/ui/button.js';

type InternshipResultsProps = {
  data: TJobsResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  page: number;
  hasFilters: boolean;
  getDetailHref: (id: string) => string;
  onRetry: () => void;
  onClearAll: () => void;
  summaryRef: Ref<HTMLParagraphElement>;
  /** Beside the results line, e.g. Save this search. */
  action?: ReactNode;
  /** Sort by, beside the results line from the md breakpoint (on a phone it sits in the filter sheet). */
  sortControl?: ReactNode;
};

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 sm:gap-5';

function summary(data: TJobsResponse | undefined, page: number, isLoading: boolean): MessageDescriptor {
  if (isLoading || !data) return msg`Loading internships…`;
  const { total } = data.pagination;
  if (total === 0 || data.jobs.length === 0) return msg`0 internships`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + data.jobs.length - 1;
  return msg`Showing ${first}–${last} of ${plural(total, { one: '# internship', other: '# internships' })}`;
}

/** The cards, or skeletons while loading, the empty state, or the failure state. */
export function InternshipResults(props: InternshipResultsProps) {
  const {
    data,
    isLoading,
    isError,
    page,
    hasFilters,
    getDetailHref,
    onRetry,
    onClearAll,
    summaryRef,
    action,
    sortControl,
  } = props;
  const { t } = useLingui();
  const showFailure = isError && !data;
  return (
    <div className="space-y-4">
      {/* The cards' titles are h3: this keeps the page's heading levels in order for screen readers. */}
      <h2 className="sr-only">
        <Trans>Search results</Trans>
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p
          ref={summaryRef}
          tabIndex={-1}
          aria-live="polite"
          className="text-sm font-medium text-slate-600 outline-none"
        >
          {showFailure ? t`Internships could not be loaded` : t(summary(data, page, isLoading))}
          {/* A keyword that matched nothing was searched as the word one slip away (docs/decisions/0040). */}
          {!isLoading && data?.searchedFor && (
            <span className="mt-1 block text-slate-700">
              <Trans>
                Showing results for <strong className="font-semibold text-slate-900">{data.searchedFor}</strong>
              </Trans>
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {sortControl && <div className="max-md:hidden">{sortControl}</div>}
          {action}
        </div>
      </div>
      {showFailure ? (
        <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <p className="font-semibold text-red-800">
            <Trans>We could not load internships right now.</Trans>
          </p>
          <Button variant="secondary" className="mt-4" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : isLoading || !data ? (
        <div className={GRID} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <InternshipCardSkeleton key={index} />
          ))}
        </div>
      ) : data.jobs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">
            <Trans>No internships found</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Try other keywords, another city or fewer filters.</Trans>
          </p>
          {hasFilters && (
            <Button variant="secondary" className="mt-5" onClick={onClearAll}>
              <Trans>Clear All</Trans>
            </Button>
          )}
        </div>
      ) : (
        <ul className={GRID}>
          {data.jobs.map((job) => (
            <li key={job._id}>
              <InternshipCard job={job} detailHref={getDetailHref(job._id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
