import { CalendarRange, X } from 'lucide-react';
import { SearchField } from '#web/components/admin/search-field.js';
import { Button } from '#web/components/ui/button.js';
import { ADMIN_SEARCH_DELAY_MS, useDebouncedField } from '#web/hooks/use-debounced-field.js';
import { formatDate } from '#web/lib/india-dates.js';
import type { DateRange } from '../utils/user-list.js';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  range: DateRange;
  onOpenDateFilter: () => void;
  onClearDateFilter: () => void;
};

function rangeText({ startDate, endDate }: DateRange): string {
  if (startDate && endDate) return `${formatDate(startDate)} – ${formatDate(endDate)}`;
  return startDate ? `From ${formatDate(startDate)}` : `Until ${formatDate(endDate)}`;
}

/** docs/spec/admin-side.md §5: search by name, email, phone or city (on the server); the date filter (on this page). */
export function UsersToolbar({ search, onSearch, range, onOpenDateFilter, onClearDateFilter }: Props) {
  const { draft: text, setDraft: setText } = useDebouncedField(search, onSearch, ADMIN_SEARCH_DELAY_MS);
  const hasRange = Boolean(range.startDate || range.endDate);

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:px-5">
      <SearchField
        id="users-search"
        label="Search users"
        value={text}
        onChange={setText}
        placeholder="Name, email, phone or city"
        className="flex-1"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onOpenDateFilter}>
          <CalendarRange aria-hidden="true" className="size-4" />
          Date Filter
        </Button>
        {hasRange && (
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset">
            {rangeText(range)}
            <button
              type="button"
              onClick={onClearDateFilter}
              aria-label="Clear the date filter"
              className="flex size-6 items-center justify-center rounded-full hover:bg-indigo-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
