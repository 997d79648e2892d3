import type { ReactNode } from 'react';
import { FieldLabel } from './field-label.js';

type FormFieldProps = {
  /** The id of the control inside; the error gets `${id}-error` for aria-describedby. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
};

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {error && (
        <p id={fieldErrorId(id)} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
