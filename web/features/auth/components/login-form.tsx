import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { clearSessionFlag, NEW_ACCOUNT_FLAG } from '#web/lib/session-flag.js';
import { toast } from '#web/lib/toast.js';
import { useLogin } from '../api/login.js';
import { MESSAGES, messageWithId, TOASTS } from '../utils/messages.js';
import { checkEmail } from '../utils/password-checks.js';
import { clearRegisterDraft } from '../utils/register-draft.js';
import { EmailInput } from './email-input.js';
import { FieldError } from './field-error.js';
import { LabelledInput } from './labelled-input.js';

// docs/spec/student-side.md §5 Login: email and password required; email must be a valid format. The
// problems carry their message's id; the form shows the message in the page's language.
const ZLoginForm = z.object({
  email: z.string().superRefine((email, context) => {
    const problem = checkEmail(email);
    if (problem) context.addIssue({ code: 'custom', message: problem.id });
  }),
  password: z.string().min(1, MESSAGES.enterPassword.id),
});
type TLoginForm = z.infer<typeof ZLoginForm>;

/** docs/spec/student-side.md §2 Login, §8: toasts on success and failure; the caller decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const { signInUser } = useSession();
  const problemText = (id: string | undefined) => {
    const message = messageWithId(id);
    return message ? t(message) : id;
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm), defaultValues: { email: '', password: '' } });
  const login = useLogin({
    mutationConfig: {
      onSuccess: ({ token, user }) => {
        clearSessionFlag(NEW_ACCOUNT_FLAG);
        // Whoever signs in has an account: a registration left unfinished in this tab is abandoned.
        clearRegisterDraft();
        signInUser(token, user);
        toast.success(t(TOASTS.loginSuccess));
        onSuccess();
      },
      onError: (error) => toast.error(getErrorMessage(error, t(TOASTS.loginFailed))),
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email, password }) => login.mutate({ email: email.trim(), password }))}
      className="space-y-5"
    >
      <div className="space-y-1.5">
        <EmailInput
          id="login-email"
          isInvalid={Boolean(errors.email)}
          errorId="login-email-error"
          {...register('email')}
        />
        <FieldError id="login-email-error" message={problemText(errors.email?.message)} />
      </div>
      <div className="space-y-1.5">
        <LabelledInput
          id="login-password"
          label={t`Password`}
          isPassword
          autoComplete="current-password"
          placeholder={t`Enter your password`}
          isInvalid={Boolean(errors.password)}
          errorId="login-password-error"
          {...register('password')}
        />
        <FieldError id="login-password-error" message={problemText(errors.password?.message)} />
        <p className="text-right">
          <Link
            to={paths.forgotPassword.getHref()}
            className="text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {login.isPending ? t`Signing in...` : t`Sign In`}
      </Button>
      <ProofOfWorkStatus />
    </form>
  );
}
