import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH } from '#shared/constants.js';
import { Button } from '#web/components/ui/button.js';
import { MESSAGES } from '../utils/messages.js';
import { normaliseOtp } from '../utils/password-checks.js';
import { FormAlert } from './form-alert.js';
import { OtpInput } from './otp-input.js';

type ForgotOtpStepProps = {
  email: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  /** The code is six characters: move on (docs/spec/student-side.md §4: no server check at this moment). */
  onComplete: () => void;
  /** Back and 'Send again' both return to step 1. */
  onBack: () => void;
};

/** Recovery step 2 (docs/spec/student-side.md §2, §4, §5). */
export function ForgotOtpStep({ email, otp, onOtpChange, onComplete, onBack }: ForgotOtpStepProps) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [attempt, setAttempt] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = !otp ? MESSAGES.enterOtp : otp.length !== 6 ? MESSAGES.otpSixDigits : null;
    setProblem(found);
    setAttempt((count) => count + 1);
    if (!found) onComplete();
  }

  const digits = OTP_LENGTH;
  const address = email.trim();
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>
          We sent a {digits}-digit code to <span className="font-semibold break-all text-slate-900">{address}</span>.
        </Trans>
      </p>
      <OtpInput
        id="forgot-otp"
        className="text-center text-lg tracking-[0.5em]"
        isInvalid={problem !== null}
        errorId="forgot-otp-alert"
        value={otp}
        onChange={(event) => {
          const next = normaliseOtp(event.target.value);
          onOtpChange(next);
          if (problem && next) setProblem(null);
          if (next.length === 6) onComplete();
        }}
      />
      {problem && <FormAlert id="forgot-otp-alert" message={t(problem)} attempt={attempt} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" className="sm:w-auto" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" size="lg" className="w-full sm:flex-1">
          <ShieldCheck aria-hidden="true" className="size-4" />
          <Trans>Verify OTP</Trans>
        </Button>
      </div>
      <p className="text-center">
        <button
          type="button"
          onClick={onBack}
          className="text-sm font-medium text-indigo-700 underline-offset-2 hover:text-indigo-900 hover:underline"
        >
          <Trans>Didn't receive OTP? Send again</Trans>
        </button>
      </p>
    </form>
  );
}
