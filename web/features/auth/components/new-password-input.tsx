import { LabelledInput, type LabelledInputProps } from './labelled-input.js';

/** A required password box with show/hide that browsers offer to fill with a new password (registration, reset). */
export function NewPasswordInput(props: Omit<LabelledInputProps, 'isPassword'>) {
  return <LabelledInput isRequired isPassword autoComplete="new-password" {...props} />;
}
