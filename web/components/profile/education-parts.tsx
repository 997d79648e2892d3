import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldLabel } from '../ui/field-label.js';
import { inputClassName } from '../ui/input.js';

type TextBoxProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength: number;
  className?: string;
  disabled?: boolean;
};

/** One labelled text box of the education blocks. */
export function EducationTextBox({
  id,
  label,
  onChange,
  required,
  isInvalid,
  describedBy,
  className,
  ...input
}: TextBoxProps) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} isRequired={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="text"
        className={inputClassName}
        aria-required={required || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? describedBy : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}

/** A titled block (fieldset) of the education fields. */
export function EducationBlock({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {legend}
        {hint && <span className="ml-1 font-normal text-slate-500">({hint})</span>}
      </legend>
      <div className="grid grid-cols-2 gap-3">{children}</div>
    </fieldset>
  );
}
