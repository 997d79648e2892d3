import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Th } from '#web/components/admin/table.js';
import type { JobSort } from './use-jobs-list-state.js';

type SortHeaderProps = {
  column: JobSort;
  sort: JobSort;
  order: 'asc' | 'desc';
  onSort: (column: JobSort) => void;
  children: ReactNode;
  className?: string;
};

/** A column header that sorts on the server; aria-sort tells screen readers the current order. */
export function SortHeader({ column, sort, order, onSort, children, className }: SortHeaderProps) {
  const isActive = sort === column;
  const Icon = isActive ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Th aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={clsx(
          'inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-indigo-700',
          isActive && 'text-indigo-700',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={clsx('size-3.5', !isActive && 'opacity-50')} />
      </button>
    </Th>
  );
}
