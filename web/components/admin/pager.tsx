import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button.js';

type PagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Internships pages". */
  label: string;
  summary?: string;
};

/** Previous / Next with the text "Page x of N" (docs/spec/admin-side.md §2 Users, §9). */
export function Pager({ page, pageCount, onPageChange, label, summary }: PagerProps) {
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-between sm:px-5"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        <span className="font-medium text-slate-800">
          Page {page} of {pageCount}
        </span>
        {summary && <span className="ml-2 text-slate-500">{summary}</span>}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
