import type { ReactNode } from 'react';

type FieldLabelProps = {
  /** The id of the box the label names. */
  htmlFor: string;
  /** Adds the red star; screen readers skip it, the box's aria-required says it instead. */
  isRequired?: boolean;
  children: ReactNode;
};

/** The label above a form box, the same on every student-side form. */
export function FieldLabel({ htmlFor, isRequired, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {children}
      {isRequired && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
