import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { ADMIN_PASSWORD_HINT } from '#web/lib/admin-password.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useUpdateAdminPassword } from '../api/update-admin-password.js';
import { type PasswordFormValues, ZPasswordForm } from '../utils/password-form.js';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** docs/spec/admin-side.md §2 Security tab. Other sessions of this admin end; this one continues with the new token. */
export function SecurityForm() {
  const { admin, signInAdmin } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(ZPasswordForm), defaultValues: EMPTY });
  const save = useUpdateAdminPassword({
    mutationConfig: {
      onSuccess: ({ message, token }) => {
        if (admin) signInAdmin(token, admin);
        reset(EMPTY);
        toast.success(message || 'Password updated successfully!');
      },
      onError: (error) => {
        const message = getErrorMessage(error, 'Failed to update password');
        toast.error(message);
        if (errorCodeOf(error) === 'WRONG_PASSWORD') setError('currentPassword', { message }, { shouldFocus: true });
      },
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ currentPassword, newPassword }) => save.mutate({ currentPassword, newPassword }))}
      className="max-w-lg space-y-5"
    >
      {FIELDS.map(({ name, label, autoComplete }) => (
        <FormField key={name} id={`admin-${name}`} label={label} error={errors[name]?.message}>
          <PasswordInput
            id={`admin-${name}`}
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? fieldErrorId(`admin-${name}`) : undefined}
            {...register(name)}
          />
        </FormField>
      ))}
      <p className="text-sm text-slate-600">
        {ADMIN_PASSWORD_HINT} Other devices signed in as this administrator are signed out.
      </p>
      <Button type="submit" isLoading={save.isPending}>
        {save.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
