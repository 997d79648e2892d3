import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TAdmin } from '#shared/schemas/auth.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { ADMIN_PASSWORD_HINT } from '#web/lib/admin-password.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useAcceptInvitation } from '../api/accept-invitation.js';
import { type InvitationPasswordValues, ZInvitationPasswordForm } from '../utils/invitation-password-form.js';
import { type InvitationProblem, invitationProblemOf } from '../utils/invitation-problem.js';

const HINT_ID = 'invitation-password-hint';
const FIELDS = [
  { name: 'password', label: 'Password' },
  { name: 'confirmPassword', label: 'Confirm password' },
] as const;

type Props = {
  token: string;
  username: string;
  onAccepted: (admin: TAdmin) => void;
  /** The link stopped working meanwhile (used, expired, withdrawn): the page says so instead of the form. */
  onLinkProblem: (problem: InvitationProblem) => void;
};

/** The new administrator's password, typed twice, with the rules every administrator's password follows. */
export function InvitationPasswordForm({ token, username, onAccepted, onLinkProblem }: Props) {
  const { signInAdmin } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InvitationPasswordValues>({
    resolver: zodResolver(ZInvitationPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const accept = useAcceptInvitation(token, {
    mutationConfig: {
      onSuccess: ({ message, token: session, admin }) => {
        signInAdmin(session, admin);
        toast.success(message);
        onAccepted(admin);
      },
      onError: (error) => {
        const problem = invitationProblemOf(error);
        if (problem) return onLinkProblem(problem);
        const message = getErrorMessage(error, 'Could not set up your account. Please try again.');
        const code = errorCodeOf(error);
        // The server's password rules (a common password): the field says why, and takes the focus.
        if (code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_TOO_SHORT') {
          setError('password', { message }, { shouldFocus: true });
        } else {
          setError('root', { message });
        }
      },
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => accept.mutate({ password }))}
      className="space-y-5"
      aria-describedby={errors.root ? 'invitation-form-error' : undefined}
    >
      {/* Lets password managers save the new password under the right username. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {FIELDS.map(({ name, label }) => (
        <FormField key={name} id={`invitation-${name}`} label={label} error={errors[name]?.message}>
          <PasswordInput
            id={`invitation-${name}`}
            autoComplete="new-password"
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={
              [name === 'password' ? HINT_ID : '', errors[name] ? fieldErrorId(`invitation-${name}`) : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            {...register(name)}
          />
        </FormField>
      ))}
      <p id={HINT_ID} className="text-sm text-slate-600">
        {ADMIN_PASSWORD_HINT}
      </p>
      {errors.root && (
        <p id="invitation-form-error" role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" isLoading={accept.isPending}>
        {accept.isPending ? 'Setting up...' : 'Create my account'}
      </Button>
      <ProofOfWorkStatus />
    </form>
  );
}
