import { OTP_LENGTH } from '#shared/constants.js';
import { LabelledInput, type LabelledInputProps } from './labelled-input.js';

/** The one-time code box of registration and recovery (docs/spec/student-side.md §4): required, numeric, autofilled. */
export function OtpInput(props: Omit<LabelledInputProps, 'label'>) {
  return (
    <LabelledInput
      label="Enter OTP"
      isRequired
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={`${OTP_LENGTH}-digit code`}
      maxLength={6}
      {...props}
    />
  );
}
