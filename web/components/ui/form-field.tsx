import type { ReactNode } from 'react';
import { useValidationText } from '../forms/validation-words.js';
import { FieldLabel } from './field-label.js';

type FormFieldProps = {
  /** The id of the control inside; the error gets `${id}-error` for aria-describedby. */
  id: string;
  label: string;
  /** A schema's English message is shown in the pages' language (forms/validation-words.ts); others as they are. */
  error?: string;
  children: ReactNode;
};

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function FormField({ id, label, error, children }: FormFieldProps) {
  const shown = useValidationText()(error);
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {shown && (
        <p id={fieldErrorId(id)} className="text-sm text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
