import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useResetPassword } from '../api/reset-password.js';
import { MESSAGES, TOASTS } from '../utils/messages.js';
import { AuthCard } from './auth-card.js';
import { BackToLoginLink } from './back-to-login-link.js';
import { NewPasswordForm } from './new-password-form.js';

/** /reset-password?token=… (docs/spec/student-side.md §2, §5, §8): new password by link; a missing token goes to /forgot-password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordForm token={token} />;
}

function InvalidResetLink() {
  const { t } = useLingui();
  const message = t(MESSAGES.invalidResetLink);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast, in the language the page had when it came
  useEffect(() => {
    // A fixed id: StrictMode's double effect must not stack two toasts.
    toast.error(message, { id: 'invalid-reset-link' });
  }, []);
  return (
    <>
      <p className="sr-only">{message}</p>
      <Navigate to={paths.forgotPassword.getHref()} replace />
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [isDone, setIsDone] = useState(false);
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t(TOASTS.resetSuccess));
        setIsDone(true);
      },
      onError: (error) => toast.error(getErrorMessage(error, t(TOASTS.resetFailed))),
    },
  });

  if (isDone) {
    return (
      <AuthCard title={t`Password Reset!`} documentTitle={t`Reset Password`} icon={CircleCheck}>
        <div role="status" className="space-y-5 text-center">
          <p className="text-slate-700">
            <Trans>Your password has been reset successfully. You can now sign in with your new password.</Trans>
          </p>
          <p className="text-sm text-slate-500">
            <Trans>For your security, every device that was signed in has been signed out.</Trans>
          </p>
          <Link to={paths.login.getHref()} className={buttonClassName({ size: 'lg', className: 'w-full' })}>
            <Trans>Continue to Login</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Reset Password`}
      subtitle={t`Choose a new password for your account`}
      icon={KeyRound}
      footer={<BackToLoginLink />}
    >
      <NewPasswordForm
        idPrefix="reset"
        showRequirements
        isPending={reset.isPending}
        onSubmit={(newPassword) => reset.mutate({ token, newPassword })}
      />
    </AuthCard>
  );
}
