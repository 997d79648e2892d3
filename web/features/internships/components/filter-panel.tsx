import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DOMAINS } from '#shared/constants.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input, inputClassName } from '#web/components/ui/input.js';
import { MAX_TEXT_LENGTH } from '../utils/list-query.js';
import {
  FILTER_PANEL_ERRORS,
  type FilterPanelInput,
  type FilterPanelValues,
  isFilterPanelError,
  ZFilterPanelValues,
} from './filter-panel-schema.js';

// The demo data and typical listings use these; the field stays free text (the API matches substrings), so
// they stay as the listings write them, in every language.
const POSITION_SUGGESTIONS = ['Intern', 'Trainee', 'Junior Analyst'];

const SHEET_BUTTON =
  'min-h-12 rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-semibold transition-colors';
const SHEET_CLEAR_BUTTON = `${SHEET_BUTTON} max-w-[40%] text-slate-700 hover:bg-slate-100 hover:text-slate-900`;
const SHEET_SUBMIT_BUTTON = `${SHEET_BUTTON} min-w-0 flex-1 bg-indigo-700 text-white shadow-sm hover:bg-indigo-800`;

type FilterPanelProps = {
  id: string;
  /** The panel's values in the URL; the fields follow them when they change (Apply, Clear All, back button). */
  initialValues: FilterPanelInput;
  onApply: (values: FilterPanelValues) => void;
  onClearAll: () => void;
  /** 'sheet': the phone's bottom sheet (fields scroll, the buttons stay at the bottom); else a card under the search bar. */
  layout?: 'inline' | 'sheet';
  /** The primary button's text; 'Apply Filters' by default (docs/spec/student-side.md §2). */
  submitLabel?: ReactNode;
  /** Every change of the fields, as typed (the sheet counts the results they would give). */
  onValuesChange?: (values: FilterPanelInput) => void;
};

/** The collapsible filter panel (docs/spec/student-side.md §2): domain, position, min and max salary; Apply Filters, Clear All. */
export function FilterPanel(props: FilterPanelProps) {
  const { id, initialValues, onApply, onClearAll, layout = 'inline', submitLabel, onValuesChange } = props;
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FilterPanelInput, unknown, FilterPanelValues>({
    resolver: zodResolver(ZFilterPanelValues),
    defaultValues: initialValues,
  });
  // Reset rather than remount: focus stays on the button the student pressed.
  const { domain, position, minSalary, maxSalary } = initialValues;
  useEffect(() => {
    reset({ domain, position, minSalary, maxSalary });
  }, [reset, domain, position, minSalary, maxSalary]);
  useEffect(() => {
    if (!onValuesChange) return;
    onValuesChange(toPanelInput(watch()));
    const subscription = watch((values) => onValuesChange(toPanelInput(values)));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);
  const isSheet = layout === 'sheet';
  // A domain from a shared link that is not one of the six still shows as chosen.
  const domains =
    initialValues.domain && !DOMAINS.some((d) => d === initialValues.domain)
      ? [...DOMAINS, initialValues.domain]
      : DOMAINS;

  const errorText = (message: string | undefined) =>
    isFilterPanelError(message) ? t(FILTER_PANEL_ERRORS[message]) : message;

  const salaryInput = (name: 'minSalary' | 'maxSalary', label: string, placeholder: string) => (
    <div className="col-span-1">
      <FormField id={`${id}-${name}`} label={label} error={errorText(errors[name]?.message)}>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400"
          >
            ₹
          </span>
          <Input
            id={`${id}-${name}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? fieldErrorId(`${id}-${name}`) : `${id}-per-month`}
            className="pr-16 pl-7"
            {...register(name)}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-400"
          >
            {t({ message: '/month', comment: 'after an amount in rupees in a salary field' })}
          </span>
        </div>
      </FormField>
    </div>
  );

  return (
    <form
      id={id}
      noValidate
      aria-label={t`Filters`}
      onSubmit={handleSubmit(onApply)}
      className={
        isSheet ? 'flex min-h-0 flex-1 flex-col' : 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
      }
    >
      <p id={`${id}-per-month`} className="sr-only">
        <Trans>Salaries are in rupees per month.</Trans>
      </p>
      <div
        className={clsx('grid grid-cols-2 gap-4', isSheet ? 'min-h-0 flex-1 overflow-y-auto p-4' : 'lg:grid-cols-4')}
      >
        <div className="col-span-2 sm:col-span-1">
          <FormField id={`${id}-domain`} label={t`Domain`}>
            <select id={`${id}-domain`} className={clsx(inputClassName, 'pr-8')} {...register('domain')}>
              <option value="">{t`All domains`}</option>
              {domains.map((domain) => (
                <option key={domain} value={domain}>
                  {domain}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <FormField id={`${id}-position`} label={t`Position`}>
            <Input
              id={`${id}-position`}
              list={`${id}-positions`}
              maxLength={MAX_TEXT_LENGTH}
              autoComplete="off"
              placeholder={t`e.g. Intern`}
              {...register('position')}
            />
            <datalist id={`${id}-positions`}>
              {POSITION_SUGGESTIONS.map((position) => (
                <option key={position} value={position} />
              ))}
            </datalist>
          </FormField>
        </div>
        {salaryInput('minSalary', t`Min salary`, '10000')}
        {salaryInput('maxSalary', t`Max salary`, '30000')}
      </div>
      <div
        className={
          isSheet
            ? 'flex gap-3 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]'
            : 'mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end'
        }
      >
        {isSheet ? (
          // Long words in Kannada and Hindi: the sheet's buttons wrap rather than run out of the screen.
          <>
            <button type="button" onClick={onClearAll} className={SHEET_CLEAR_BUTTON}>
              <Trans>Clear All</Trans>
            </button>
            <button type="submit" className={SHEET_SUBMIT_BUTTON}>
              {submitLabel ?? <Trans>Apply Filters</Trans>}
            </button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={onClearAll}>
              <Trans>Clear All</Trans>
            </Button>
            <Button type="submit">{submitLabel ?? <Trans>Apply Filters</Trans>}</Button>
          </>
        )}
      </div>
    </form>
  );
}

/** The form's values as it holds them (each field a string), for the sheet's count. */
function toPanelInput(values: Partial<FilterPanelInput>): FilterPanelInput {
  return {
    domain: values.domain ?? '',
    position: values.position ?? '',
    minSalary: values.minSalary ?? '',
    maxSalary: values.maxSalary ?? '',
  };
}
