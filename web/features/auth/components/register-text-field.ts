import type { ChangeEvent } from 'react';
import type { RegisterValues } from '../utils/register-values.js';
import type { RegisterStepProps } from './register-step-props.js';

/** The registration values typed into a text box. */
type TextKey = { [K in keyof RegisterValues]: RegisterValues[K] extends string ? K : never }[keyof RegisterValues];

/**
 * What a step's text box takes from the wizard: its value, its change (through `clean`, e.g. digits only) and,
 * while the last Next found the field wrong, aria-invalid pointing at the step's alert.
 */
export function registerTextField(
  { values, onChange, invalid, alertId }: RegisterStepProps,
  field: TextKey,
  clean: (text: string) => string = (text) => text,
) {
  const marked: ReadonlySet<string> = invalid;
  return {
    isInvalid: marked.has(field),
    errorId: alertId,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: clean(event.target.value) }),
  };
}
