import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, User } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type TAdminLoginRequest, ZAdminLoginRequest } from '#shared/schemas/auth.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useAdminLogin } from '../api/admin-login.js';

/** docs/spec/admin-side.md §2, §5, §8: username and password both required; toasts on success and failure. */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { signInAdmin } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAdminLoginRequest>({
    resolver: zodResolver(ZAdminLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const login = useAdminLogin({
    mutationConfig: {
      onSuccess: ({ token, admin }) => {
        signInAdmin(token, admin);
        toast.success('Admin login successful!');
        onSuccess();
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Admin login failed')),
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="space-y-5">
      <FormField id="admin-username" label="Username" error={errors.username?.message}>
        <div className="relative">
          <User aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" />
          <Input
            id="admin-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Enter your username"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? fieldErrorId('admin-username') : undefined}
            className="pl-10"
            {...register('username')}
          />
        </div>
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        <div className="relative">
          <Lock aria-hidden="true" className="pointer-events-none absolute top-3 left-3 z-10 size-5 text-slate-400" />
          <PasswordInput
            id="admin-password"
            autoComplete="current-password"
            placeholder="Enter your password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? fieldErrorId('admin-password') : undefined}
            className="pl-10"
            {...register('password')}
          />
        </div>
      </FormField>
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <ProofOfWorkStatus />
    </form>
  );
}
