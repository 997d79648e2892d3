import { Mail } from 'lucide-react';
import { useState } from 'react';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '#shared/constants.js';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSendOtp } from '../api/send-otp.js';
import { TOASTS } from '../utils/messages.js';
import { checkEmail, normaliseOtp } from '../utils/password-checks.js';
import { FieldError } from './field-error.js';
import { LabelledInput } from './labelled-input.js';
import type { RegisterStepProps } from './register-step-props.js';
import { useCountdown } from './use-countdown.js';

// docs/spec/product-decisions.md → Accounts: a new code at most every 60 s.
const RESEND_AFTER_MS = OTP_RESEND_SECONDS * 1000;

type StepBasicInfoProps = RegisterStepProps & {
  /** The email (trimmed, lower-case) the last code went to, and when; null before any send. */
  otpSent: { email: string; at: number } | null;
  onOtpSent: (email: string) => void;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Step 1 (docs/spec/student-side.md §2, §5): name, email with Send OTP, the OTP once sent, phone, password and confirmation. */
export function StepBasicInfo({ values, onChange, invalid, alertId, otpSent, onOtpSent }: StepBasicInfoProps) {
  const [emailError, setEmailError] = useState('');
  const isSentForEmail = otpSent !== null && otpSent.email === normaliseEmail(values.email);
  const secondsLeft = useCountdown(isSentForEmail ? otpSent.at + RESEND_AFTER_MS : null);
  const sendOtp = useSendOtp({
    mutationConfig: {
      onSuccess: (_data, { email }) => {
        toast.success(TOASTS.otpSent);
        onOtpSent(normaliseEmail(email));
      },
      onError: (error) => toast.error(getErrorMessage(error, TOASTS.otpFailed)),
    },
  });

  function onSendOtp() {
    const problem = checkEmail(values.email);
    setEmailError(problem ?? '');
    if (!problem) sendOtp.mutate({ email: values.email.trim() });
  }

  const sendLabel = sendOtp.isPending
    ? 'Sending...'
    : secondsLeft > 0
      ? `Resend in ${secondsLeft}s`
      : isSentForEmail
        ? 'Resend OTP'
        : 'Send OTP';

  return (
    <div className="space-y-4">
      <LabelledInput
        id="register-name"
        label="Full Name"
        isRequired
        autoComplete="name"
        placeholder="Enter your full name"
        isInvalid={invalid.has('name')}
        errorId={alertId}
        value={values.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="space-y-1.5">
        <LabelledInput
          id="register-email"
          label="Email Address"
          isRequired
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          isInvalid={invalid.has('email') || Boolean(emailError)}
          errorId={emailError ? 'register-email-error' : alertId}
          value={values.email}
          onChange={(event) => {
            onChange({ email: event.target.value });
            if (emailError) setEmailError('');
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
        <FieldError id="register-email-error" message={emailError} />
        {sendOtp.isPending && <ProofOfWorkStatus />}
      </div>
      {isSentForEmail && (
        <LabelledInput
          id="register-otp"
          label="Enter OTP"
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={`${OTP_LENGTH}-digit code`}
          maxLength={6}
          isInvalid={invalid.has('otp')}
          errorId={alertId}
          hint={`We sent a ${OTP_LENGTH}-digit code to ${values.email.trim()}. It is valid for ${OTP_VALID_MINUTES} minutes.`}
          value={values.otp}
          onChange={(event) => onChange({ otp: normaliseOtp(event.target.value) })}
          className="tracking-[0.3em]"
        />
      )}
      <LabelledInput
        id="register-phone"
        label="Phone Number"
        isRequired
        type="tel"
        autoComplete="tel"
        placeholder="e.g. 9876543210"
        isInvalid={invalid.has('phone')}
        errorId={alertId}
        value={values.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id="register-password"
          label="Password"
          isRequired
          isPassword
          autoComplete="new-password"
          placeholder="Create a password"
          isInvalid={invalid.has('password')}
          errorId={alertId}
          value={values.password}
          onChange={(event) => onChange({ password: event.target.value })}
        />
        <LabelledInput
          id="register-confirm-password"
          label="Confirm Password"
          isRequired
          isPassword
          autoComplete="new-password"
          placeholder="Repeat the password"
          isInvalid={invalid.has('confirmPassword')}
          errorId={alertId}
          value={values.confirmPassword}
          onChange={(event) => onChange({ confirmPassword: event.target.value })}
        />
      </div>
    </div>
  );
}
