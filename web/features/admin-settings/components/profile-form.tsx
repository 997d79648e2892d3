import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZAdminProfileUpdate } from '#shared/schemas/admin.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { type TAdminProfileUpdate, useUpdateAdminProfile } from '../api/update-admin-profile.js';

/** docs/spec/admin-side.md §2 Profile tab: the admin's username and email; the shell shows the new name at once. */
export function ProfileForm() {
  const { admin, token, signInAdmin } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TAdminProfileUpdate>({
    resolver: zodResolver(ZAdminProfileUpdate),
    defaultValues: { username: admin?.username ?? '', email: admin?.email ?? '' },
  });
  const save = useUpdateAdminProfile({
    mutationConfig: {
      onSuccess: ({ message, admin: saved }) => {
        if (token) signInAdmin(token, saved);
        reset({ username: saved.username, email: saved.email });
        toast.success(message || 'Profile updated successfully!');
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update profile')),
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="max-w-lg space-y-5">
      <FormField id="admin-profile-username" label="Username" error={errors.username?.message}>
        <Input
          id="admin-profile-username"
          autoComplete="username"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? fieldErrorId('admin-profile-username') : undefined}
          {...register('username')}
        />
      </FormField>
      <FormField id="admin-profile-email" label="Email" error={errors.email?.message}>
        <Input
          id="admin-profile-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldErrorId('admin-profile-email') : undefined}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" isLoading={save.isPending}>
        {save.isPending ? 'Saving...' : 'Update Profile'}
      </Button>
    </form>
  );
}
