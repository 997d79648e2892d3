import { useLingui } from '@lingui/react/macro';
import { LabelledInput, type LabelledInputProps } from './labelled-input.js';

/** The email box of the sign-in, registration and recovery forms: one label, keyboard and autofill everywhere. */
export function EmailInput(props: Omit<LabelledInputProps, 'label' | 'type'>) {
  const { t } = useLingui();
  return (
    <LabelledInput
      label={t`Email Address`}
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
