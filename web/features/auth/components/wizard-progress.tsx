import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';

type WizardProgressProps = { titles: readonly string[]; step: number };

/** docs/spec/student-side.md §2: the registration progress bar, with the step titles. */
export function WizardProgress({ titles, step }: WizardProgressProps) {
  const { t } = useLingui();
  const total = titles.length;
  const percent = Math.round((step / total) * 100);
  return (
    <div className="mb-6">
      <ol className="mb-3 grid gap-1" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
        {titles.map((title, index) => {
          const number = index + 1;
          const isDone = number < step;
          const isCurrent = number === step;
          return (
            <li
              key={title}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                className={clsx(
                  'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                  isDone && 'bg-indigo-600 text-white',
                  isCurrent && 'bg-indigo-700 text-white ring-4 ring-indigo-100',
                  !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span
                className={clsx(
                  'text-xs leading-tight',
                  isCurrent ? 'font-semibold text-indigo-800' : 'text-slate-500',
                )}
              >
                {title}
                <span className="sr-only">{isDone ? ` ${t`(completed)`}` : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label={t`Step ${step} of ${total}`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`${t`Step ${step} of ${total}`}: ${titles[step - 1]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
