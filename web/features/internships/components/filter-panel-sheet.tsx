import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { ModalCloseX, ModalContent } from '#web/components/modal.js';
import { useInternshipsCount } from '../api/get-internships-count.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { type InternshipFilters, toJobsApiQuery } from '../utils/list-query.js';
import { FilterPanel } from './filter-panel.js';
import { type FilterPanelInput, type FilterPanelValues, ZFilterPanelValues } from './filter-panel-schema.js';

// How long the fields rest before the sheet asks how many internships they give.
export const COUNT_DELAY_MS = 300;

type FilterPanelSheetProps = {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The list's filters in the URL: the panel starts from them, and the count keeps search and location. */
  filters: InternshipFilters;
  onApply: (values: FilterPanelValues) => void;
  onClearAll: () => void;
  /** After 'Show N internships' has closed the sheet: the page brings the results into view. */
  onShowResults: () => void;
  /** After any other closing (Escape, the X): focus back on the button that opened the sheet. */
  onReturnFocus: () => void;
  /** Sort by, above the filters: on a phone the results line has no room for it (docs/decisions/0045). */
  sortControl?: ReactNode;
};

/**
 * The filter panel on a phone: a bottom sheet (a modal: focus stays inside, Escape and the X close it
 * and give focus back to the Filters button). Its button counts what the chosen filters would show.
 */
export function FilterPanelSheet(props: FilterPanelSheetProps) {
  const { id, isOpen, onOpenChange, filters, onApply, onClearAll, onShowResults, onReturnFocus, sortControl } = props;
  const { t } = useLingui();
  const initialValues: FilterPanelInput = {
    domain: filters.domain,
    position: filters.position,
    minSalary: filters.minSalary,
    maxSalary: filters.maxSalary,
  };
  const [draft, setDraft] = useState<FilterPanelInput>(initialValues);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const hasApplied = useRef(false);
  // Each opening starts from the URL's filters (closing without 'Show' drops what was chosen).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(initialValues);
  }

  const parsed = ZFilterPanelValues.safeParse(draft);
  const query = parsed.success ? toJobsApiQuery({ filters: { ...filters, ...parsed.data }, page: 1 }) : null;
  const settledQuery = useDebouncedValue(query, COUNT_DELAY_MS);
  const count = useInternshipsCount(isOpen ? settledQuery : null);
  const isSettled = JSON.stringify(query) === JSON.stringify(settledQuery);
  const total = isSettled && query !== null ? count.data : undefined;

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <ModalContent
        aria-describedby={undefined}
        // Radix gives focus back to a Dialog.Trigger; the Filters button is the page's own.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (hasApplied.current) onShowResults();
          else onReturnFocus();
          hasApplied.current = false;
        }}
        className="filter-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none"
      >
        <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-slate-300" />
        <div className="flex shrink-0 items-center justify-between gap-4 border-b border-slate-200 px-4 pt-1 pb-2">
          <Dialog.Title className="text-lg font-bold text-slate-900">
            <Trans>Filters</Trans>
          </Dialog.Title>
          <ModalCloseX
            label={t`Close filters`}
            className="-mr-2 rounded-lg p-2.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          />
        </div>
        {sortControl && <div className="shrink-0 border-b border-slate-200 px-4 py-3">{sortControl}</div>}
        <FilterPanel
          id={id}
          layout="sheet"
          initialValues={initialValues}
          onValuesChange={setDraft}
          onApply={(values) => {
            hasApplied.current = true;
            onApply(values);
            onOpenChange(false);
          }}
          onClearAll={onClearAll}
          submitLabel={
            total === undefined ? (
              <Trans>Show internships</Trans>
            ) : (
              <Plural value={total} one="Show # internship" other="Show # internships" />
            )
          }
        />
        <p aria-live="polite" className="sr-only">
          {total !== undefined && (
            <Plural value={total} one="# internship matches these filters" other="# internships match these filters" />
          )}
        </p>
      </ModalContent>
    </Dialog.Root>
  );
}
