import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '#shared/constants.js';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSendOtp } from '../api/send-otp.js';
import { TOASTS } from '../utils/messages.js';
import { checkEmail, normaliseOtp } from '../utils/password-checks.js';
import type { OtpSent } from '../utils/register-values.js';
import { EmailInput } from './email-input.js';
import { FieldError } from './field-error.js';
import { LabelledInput } from './labelled-input.js';
import { NewPasswordInput } from './new-password-input.js';
import { OtpInput } from './otp-input.js';
import { REGISTER_FIELD_IDS, type RegisterStepProps } from './register-step-props.js';
import { registerTextField } from './register-text-field.js';
import { useCountdown } from './use-countdown.js';

// docs/spec/product-decisions.md → Accounts: a new code at most every 60 s.
const RESEND_AFTER_MS = OTP_RESEND_SECONDS * 1000;

type StepBasicInfoProps = RegisterStepProps & {
  /** The last code sent; null before any send. */
  otpSent: OtpSent | null;
  onOtpSent: (email: string) => void;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Step 1 (docs/spec/student-side.md §2, §5): name, email with Send OTP, the OTP once sent, phone, password and confirmation. */
export function StepBasicInfo({ otpSent, onOtpSent, ...step }: StepBasicInfoProps) {
  const { t } = useLingui();
  const { values, onChange, invalid, issue } = step;
  const [emailError, setEmailError] = useState<MessageDescriptor | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const isCodeJustSent = useRef(false);
  const isSentForEmail = otpSent !== null && otpSent.email === normaliseEmail(values.email);
  const secondsLeft = useCountdown(isSentForEmail ? otpSent.at + RESEND_AFTER_MS : null);
  const sendOtp = useSendOtp({
    mutationConfig: {
      onSuccess: (_data, { email }) => {
        toast.success(t(TOASTS.otpSent));
        isCodeJustSent.current = true;
        onOtpSent(normaliseEmail(email));
      },
      onError: (error) => toast.error(getErrorMessage(error, t(TOASTS.otpFailed))),
    },
  });

  // Once a code is sent the student types it next: the code box, shown by that send, takes the focus in the
  // render that shows it (a layout effect), before the student can tap anywhere else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a send succeeded (a new otpSent)
  useLayoutEffect(() => {
    if (!isCodeJustSent.current) return;
    isCodeJustSent.current = false;
    otpRef.current?.focus();
  }, [otpSent]);

  function onSendOtp() {
    const problem = checkEmail(values.email);
    setEmailError(problem);
    if (problem) emailRef.current?.focus();
    else sendOtp.mutate({ email: values.email.trim() });
  }

  const sendLabel = sendOtp.isPending
    ? t`Sending...`
    : secondsLeft > 0
      ? t`Resend in ${secondsLeft}s`
      : isSentForEmail
        ? t`Resend OTP`
        : t`Send OTP`;
  const digits = OTP_LENGTH;
  const minutes = OTP_VALID_MINUTES;
  const address = values.email.trim();

  return (
    <div className="space-y-4">
      <LabelledInput
        id={REGISTER_FIELD_IDS.name}
        label={t`Full Name`}
        isRequired
        autoComplete="name"
        placeholder={t`Enter your full name`}
        {...registerTextField(step, 'name')}
      />
      <div className="space-y-1.5">
        <EmailInput
          ref={emailRef}
          id={REGISTER_FIELD_IDS.email}
          isRequired
          isInvalid={Boolean(emailError)}
          errorId="register-email-error"
          issue={!emailError && invalid.has('email') ? issue : undefined}
          value={values.email}
          onChange={(event) => {
            onChange({ email: event.target.value });
            if (emailError) setEmailError(null);
          }}
          addon={
            <Button
              variant="secondary"
              className="h-11 shrink-0"
              onClick={onSendOtp}
              isLoading={sendOtp.isPending}
              disabled={secondsLeft > 0}
            >
              {!sendOtp.isPending && <Mail aria-hidden="true" className="size-4" />}
              {sendLabel}
            </Button>
          }
        />
        <FieldError id="register-email-error" message={emailError ? t(emailError) : undefined} />
        {sendOtp.isPending && <ProofOfWorkStatus />}
      </div>
      {isSentForEmail && (
        <OtpInput
          ref={otpRef}
          id={REGISTER_FIELD_IDS.otp}
          {...registerTextField(step, 'otp', normaliseOtp)}
          hint={t`We sent a ${digits}-digit code to ${address}. It is valid for ${minutes} minutes.`}
          className="tracking-[0.3em]"
        />
      )}
      <LabelledInput
        id={REGISTER_FIELD_IDS.phone}
        label={t`Phone Number`}
        isRequired
        type="tel"
        autoComplete="tel"
        placeholder={t`e.g. 9876543210`}
        {...registerTextField(step, 'phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordInput
          id={REGISTER_FIELD_IDS.password}
          label={t`Password`}
          placeholder={t`Create a password`}
          {...registerTextField(step, 'password')}
        />
        <NewPasswordInput
          id={REGISTER_FIELD_IDS.confirmPassword}
          label={t`Confirm Password`}
          placeholder={t`Repeat the password`}
          {...registerTextField(step, 'confirmPassword')}
        />
      </div>
    </div>
  );
}
