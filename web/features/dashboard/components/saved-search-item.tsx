import { Trans, useLingui } from '@lingui/react/macro';
import { Search, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#shared/saved-searches.js';
import type { TSavedSearch } from '#shared/schemas/saved-searches.js';
import { useSavedSearchWords } from '#web/components/saved-search-words.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { savedSearchListHref } from '#web/lib/saved-searches.js';

const SELECT =
  'h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-indigo-500 sm:text-sm';

type SavedSearchItemProps = {
  search: TSavedSearch;
  onFrequencyChange: (frequency: AlertFrequency) => void;
  onDelete: () => void;
};

/** One saved search: its name and filters, how often it mails, a way to its internships, and Delete (asked twice). */
export function SavedSearchItem({ search, onFrequencyChange, onDelete }: SavedSearchItemProps) {
  const { t } = useLingui();
  const { describe } = useSavedSearchWords();
  const { name } = search;
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const titleId = `saved-search-${search._id}-title`;
  const frequencyId = `saved-search-${search._id}-frequency`;
  const words: Record<AlertFrequency, string> = { daily: t`Daily`, weekly: t`Weekly`, off: t`Off` };

  // The question takes Delete's place: focus goes to its answer, and back to Delete on Keep, in the render
  // that shows it (an Enter pressed at once answers the question, not Delete again).
  useLayoutEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 id={titleId} className="text-base leading-snug font-semibold break-words text-slate-900">
        {name}
      </h3>
      <p className="mt-1 text-sm break-words text-slate-600">{describe(search.filters)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={frequencyId} className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Trans comment="beside a choice of Daily / Weekly / Off: how often new internships are mailed">
            Alert mails
          </Trans>
          <select
            id={frequencyId}
            value={search.frequency}
            aria-describedby={titleId}
            onChange={(event) => onFrequencyChange(event.target.value as AlertFrequency)}
            className={SELECT}
          >
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {words[frequency]}
              </option>
            ))}
          </select>
        </label>
        <Link
          to={savedSearchListHref(search.filters)}
          aria-describedby={titleId}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'min-h-11' })}
        >
          <Search aria-hidden="true" className="size-4" />
          <Trans>Show internships</Trans>
        </Link>
        {!isConfirming && (
          <button
            ref={deleteRef}
            type="button"
            aria-describedby={titleId}
            onClick={() => setIsConfirming(true)}
            className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'min-h-11' })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
      {isConfirming && (
        <div className="mt-3 rounded-lg bg-red-50 p-3">
          <p id={`${titleId}-confirm`} className="text-sm font-medium text-red-900">
            <Trans>Delete “{name}”? Its alert mails stop too.</Trans>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              aria-describedby={`${titleId}-confirm`}
              onClick={onDelete}
              className={buttonClassName({ variant: 'danger', size: 'sm', className: 'min-h-11' })}
            >
              <Trans comment="confirms deleting a saved search">Yes, delete</Trans>
            </button>
            <button
              type="button"
              onClick={() => setIsConfirming(false)}
              className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'min-h-11' })}
            >
              <Trans comment="cancels deleting a saved search">Keep it</Trans>
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
