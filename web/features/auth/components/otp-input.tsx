import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '#shared/constants.js';
import { LabelledInput, type LabelledInputProps } from './labelled-input.js';

/** The one-time code box of registration and recovery (docs/spec/student-side.md §4): required, numeric, autofilled. */
export function OtpInput(props: Omit<LabelledInputProps, 'label'>) {
  const { t } = useLingui();
  const digits = OTP_LENGTH;
  return (
    <LabelledInput
      label={t`Enter OTP`}
      isRequired
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t`${digits}-digit code`}
      maxLength={6}
      {...props}
    />
  );
}
