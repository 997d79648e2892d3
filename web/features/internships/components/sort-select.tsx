import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { JOB_SORTS, type TJobSort } from '#shared/constants.js';
import { inputClassName } from '#web/components/ui/input.js';

type SortSelectProps = {
  id: string;
  value: TJobSort;
  /** Relevance means something only when keywords were typed (docs/decisions/0045). */
  hasKeyword: boolean;
  onChange: (sort: TJobSort) => void;
};

/** "Sort by" above the results: the browser's own select, 44 px tall, its choice in the URL (`sort=`). */
export function SortSelect({ id, value, hasKeyword, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const labels: Record<TJobSort, string> = {
    relevance: t({
      message: 'Relevance',
      comment: 'an order of the internships list: best match to the keywords first',
    }),
    newest: t({ message: 'Newest', comment: 'an order of the internships list: most recently posted first' }),
    stipend: t({
      message: 'Highest stipend',
      comment: 'an order of the internships list: largest monthly stipend first',
    }),
  };
  const offered = JOB_SORTS.filter((sort) => sort !== 'relevance' || hasKeyword);
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        {t({ message: 'Sort by', comment: 'label of the select that orders the internships list' })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TJobSort)}
        className={clsx(inputClassName, 'w-auto py-0 pr-8 pl-2.5 font-medium')}
      >
        {offered.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
