import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getPageList } from '../utils/page-list.js';

type PaginationProps = {
  current: number;
  pages: number;
  onPageChange: (page: number) => void;
};

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm sm:h-10 sm:min-w-10 font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-40';
const IDLE = 'text-slate-700 ring-1 ring-inset ring-slate-200 bg-white hover:bg-indigo-50 hover:text-indigo-800';

/** docs/spec/student-side.md §2: Previous, Next and numbered buttons; ellipses past 7 pages. */
export function Pagination({ current, pages, onPageChange }: PaginationProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className="flex justify-center">
      <ul className="flex items-center gap-1 sm:gap-1.5">
        <li>
          <button
            type="button"
            className={clsx(BUTTON, IDLE, 'sm:px-3')}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">
              <Trans context="pagination">Previous</Trans>
            </span>
          </button>
        </li>
        {getPageList(current, pages).map((page) =>
          typeof page === 'number' ? (
            <li key={page}>
              <button
                type="button"
                aria-label={t`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={clsx(BUTTON, page === current ? 'bg-indigo-700 text-white shadow-sm' : IDLE)}
                onClick={() => page !== current && onPageChange(page)}
              >
                {page}
              </button>
            </li>
          ) : (
            <li
              key={page}
              aria-hidden="true"
              className="flex h-9 w-5 items-end justify-center pb-2 sm:h-10 sm:w-6 text-slate-400"
            >
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(BUTTON, IDLE, 'sm:px-3')}
            disabled={current >= pages}
            onClick={() => onPageChange(current + 1)}
          >
            <span className="sr-only sm:not-sr-only">
              <Trans context="pagination">Next</Trans>
            </span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
