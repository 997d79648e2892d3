import type { ChangeEvent } from 'react';
import type { RegisterField, RegisterValues } from '../utils/register-values.js';
import type { RegisterStepProps } from './register-step-props.js';

/** The registration values typed into a text box. */
type TextKey = { [K in keyof RegisterValues]: RegisterValues[K] extends string ? K : never }[keyof RegisterValues];

/**
 * What a step's text box takes from the wizard: its value, its change (through `clean`, e.g. digits only) and,
 * while the last Next found the field wrong, that problem to show under it (which marks it invalid).
 */
export function registerTextField(
  { values, onChange, invalid, issue }: RegisterStepProps,
  field: TextKey,
  clean: (text: string) => string = (text) => text,
) {
  const marked: ReadonlySet<RegisterField | TextKey> = invalid;
  return {
    issue: marked.has(field) ? issue : undefined,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: clean(event.target.value) }),
  };
}
