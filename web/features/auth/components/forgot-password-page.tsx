import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OTP_LENGTH } from '#shared/constants.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useForgotPassword } from '../api/forgot-password.js';
import { useResetPassword } from '../api/reset-password.js';
import { isOtpError } from '../utils/is-otp-error.js';
import { TOASTS } from '../utils/messages.js';
import { AuthCard } from './auth-card.js';
import { BackToLoginLink } from './back-to-login-link.js';
import { ForgotEmailStep } from './forgot-email-step.js';
import { ForgotOtpStep } from './forgot-otp-step.js';
import { NewPasswordForm } from './new-password-form.js';

type RecoveryStep = 1 | 2 | 3;

const digits = OTP_LENGTH;
const SUBTITLES: Record<RecoveryStep, MessageDescriptor> = {
  1: msg`Enter your email address and we'll send you a one-time code`,
  2: msg`Enter the ${digits}-digit code from the email`,
  3: msg`Choose a new password for your account`,
};

const HEADINGS: Record<RecoveryStep, MessageDescriptor> = {
  1: msg`Find your account`,
  2: msg`Enter the code`,
  3: msg`Set a new password`,
};

/** /forgot-password (docs/spec/student-side.md §2, §4, §5, §7): email, code, new password; the code is checked only at the end. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const total = 3;
  const navigate = useNavigate();
  const [step, setStep] = useState<RecoveryStep>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  function goTo(next: RecoveryStep) {
    hasMoved.current = true;
    setStep(next);
  }

  // In the render's own task, as in the registration wizard: a box tapped before the next frame keeps the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useLayoutEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  const sendCode = useForgotPassword({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t(TOASTS.otpSent));
        setOtp('');
        goTo(2);
      },
      onError: (error) => toast.error(getErrorMessage(error, t(TOASTS.otpFailed))),
    },
  });
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t(TOASTS.resetSuccess));
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t(TOASTS.resetFailed)));
        // The code is only checked now (docs/spec/student-side.md §4): back to step 2 to type it again or send a new one.
        if (isOtpError(error)) {
          setOtp('');
          goTo(2);
        }
      },
    },
  });

  return (
    <AuthCard title={t`Forgot Password`} subtitle={t(SUBTITLES[step])} icon={KeyRound} footer={<BackToLoginLink />}>
      <p className="mb-1 text-xs font-semibold tracking-wide text-indigo-700 uppercase">{t`Step ${step} of ${total}`}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 outline-none">
        {t(HEADINGS[step])}
      </h2>
      {step === 1 && (
        <ForgotEmailStep
          email={email}
          onEmailChange={setEmail}
          isPending={sendCode.isPending}
          onSend={() => sendCode.mutate({ email: email.trim() })}
        />
      )}
      {step === 2 && (
        <ForgotOtpStep
          email={email}
          otp={otp}
          onOtpChange={setOtp}
          onComplete={() => {
            toast.success(t(TOASTS.otpVerified));
            goTo(3);
          }}
          onBack={() => {
            setOtp('');
            goTo(1);
          }}
        />
      )}
      {step === 3 && (
        <NewPasswordForm
          idPrefix="forgot"
          isPending={reset.isPending}
          onSubmit={(newPassword) => reset.mutate({ email: email.trim(), otp, newPassword })}
        />
      )}
    </AuthCard>
  );
}
