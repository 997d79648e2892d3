import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import { useValidationText } from '../forms/validation-words.js';

export type RadioOption<T extends string> = { value: T; label: string; description?: string };

type OptionRadioGroupProps<T extends string> = {
  id: string;
  legend: string;
  options: readonly RadioOption<T>[];
  value: T | '' | undefined;
  onChange: (value: T) => void;
  /** A schema's English message is shown in the pages' language (forms/validation-words.ts). */
  error?: string;
  disabled?: boolean;
  /** Tailwind grid classes for the cards, e.g. 'sm:grid-cols-3'. */
  columnsClassName?: string;
};

/** A labelled radio group drawn as cards (Radix: arrow keys move, one tab stop, role=radiogroup). */
export function OptionRadioGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  disabled,
  columnsClassName = 'sm:grid-cols-2',
}: OptionRadioGroupProps<T>) {
  const shownError = useValidationText()(error);
  const legendId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <p id={legendId} className="text-sm font-medium text-slate-700">
        {legend}
      </p>
      <RadioGroup.Root
        id={id}
        value={value || undefined}
        onValueChange={(next) => onChange(next as T)}
        disabled={disabled}
        aria-labelledby={legendId}
        aria-describedby={shownError ? errorId : undefined}
        aria-invalid={shownError ? true : undefined}
        className={clsx('grid grid-cols-1 gap-2', columnsClassName)}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value.toLowerCase().replace(/\s+/g, '-')}`;
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={itemId}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                isChecked
                  ? 'border-indigo-500 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-500'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <RadioGroup.Item
                id={itemId}
                value={option.value}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white data-[state=checked]:border-indigo-600"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-indigo-600" />
              </RadioGroup.Item>
              <span className="min-w-0">
                <span className="block font-medium">{option.label}</span>
                {option.description && <span className="block text-xs text-slate-600">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
