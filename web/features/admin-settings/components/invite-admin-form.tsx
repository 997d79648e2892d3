import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_INVITATION_VALID_HOURS, type TInviteAdminRequest, ZInviteAdminRequest } from '#shared/schemas/admins.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useInviteAdministrator } from '../api/invite-administrator.js';

const EMPTY: TInviteAdminRequest = { username: '', email: '' };

/**
 * Invite another administrator (docs/decisions/0037): a username and the address the single-use link
 * goes to. A username or email already taken comes back as a 409 and is shown on its field.
 */
export function InviteAdminForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TInviteAdminRequest>({ resolver: zodResolver(ZInviteAdminRequest), defaultValues: EMPTY });
  const invite = useInviteAdministrator({
    mutationConfig: {
      onSuccess: ({ message, invitation }) => {
        toast.success(message);
        setSentTo(invitation.email);
        reset(EMPTY);
      },
      onError: (error) => {
        const message = getErrorMessage(error, 'Failed to send the invitation');
        const code = errorCodeOf(error);
        if (code === 'USERNAME_TAKEN') setError('username', { message }, { shouldFocus: true });
        else if (code === 'ADMIN_EMAIL_TAKEN') setError('email', { message }, { shouldFocus: true });
        else toast.error(message);
      },
    },
  });
  const field = (name: keyof TInviteAdminRequest) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldErrorId(`invite-${name}`) : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setSentTo(null);
        invite.mutate(values);
      })}
      className="space-y-4"
      aria-labelledby="invite-admin-heading"
    >
      <div>
        <h3 id="invite-admin-heading" className="text-base font-semibold text-slate-900">
          Invite an administrator
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          They get a mail with a link to choose their password. The link works once, for {ADMIN_INVITATION_VALID_HOURS}{' '}
          hours. Every administrator can do everything you can.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="invite-username" label="Username" error={errors.username?.message}>
          <Input
            id="invite-username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
            {...register('username')}
          />
        </FormField>
        <FormField id="invite-email" label="Email" error={errors.email?.message}>
          <Input id="invite-email" type="email" autoComplete="off" {...field('email')} {...register('email')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" isLoading={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {sentTo ? `Invitation sent to ${sentTo}.` : ''}
        </p>
      </div>
    </form>
  );
}
