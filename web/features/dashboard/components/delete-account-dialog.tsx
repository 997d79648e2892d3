import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZDeleteAccountRequest } from '#shared/schemas/account.js';
import { DangerIcon, ModalCloseX, ModalContent, ModalHeading } from '#web/components/modal.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { paths } from '#web/config/paths.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { type TDeleteAccountRequest, useDeleteAccount } from '../api/delete-account.js';

const REMOVED = [
  msg`Your profile and contact details`,
  msg`Your resume and profile picture`,
  msg`Your account and sign-in`,
];

/** Asks for the password before DELETE /api/account; on success signs out and goes home. */
export function DeleteAccountDialog({ trigger }: { trigger: ReactElement }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const { signOut } = useSession();
  const navigate = useNavigate();
  // Sign out only once the dashboard has gone: signing out while its guard is still mounted makes the
  // guard redirect to /login (router updates run in a transition, a session update does not).
  const isDeletedRef = useRef(false);
  useEffect(
    () => () => {
      if (isDeletedRef.current) signOut({ sessionEnded: true });
    },
    [signOut],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TDeleteAccountRequest>({ resolver: zodResolver(ZDeleteAccountRequest), defaultValues: { password: '' } });
  const remove = useDeleteAccount({
    mutationConfig: {
      onSuccess: ({ message }) => {
        isDeletedRef.current = true;
        toast.success(message);
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => {
        const message = getErrorMessage(error, t`Failed to delete account`);
        // A wrong password is shown at the field, where the student will retype it.
        if (errorCodeOf(error) === 'WRONG_PASSWORD') setError('password', { message }, { shouldFocus: true });
        else toast.error(message);
      },
    },
  });

  const onOpenChange = (open: boolean) => {
    if (remove.isPending) return;
    setIsOpen(open);
    if (!open) reset();
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <ModalContent
        // Straight to the password: it is the one thing the student has to do here.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          setFocus('password');
        }}
        className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <div className="flex items-start gap-3">
          <DangerIcon />
          <ModalHeading
            title={t`Delete your account?`}
            description={t`This cannot be undone. We will permanently remove:`}
          />
          <ModalCloseX
            label={t`Close`}
            className="-mt-1 -mr-2 flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          />
        </div>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-sm text-slate-700">
          {REMOVED.map((item) => (
            <li key={item.id}>{t(item)}</li>
          ))}
        </ul>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          <Trans>Your applications are kept only as anonymous counts, with nothing that links them to you.</Trans>
        </p>
        <form noValidate onSubmit={handleSubmit((values) => remove.mutate(values))} className="mt-5 space-y-5">
          <FormField id="delete-password" label={t`Enter your password to confirm`} error={errors.password?.message}>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? fieldErrorId('delete-password') : undefined}
              {...register('password')}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={remove.isPending} className="ring-1 ring-slate-300 ring-inset">
                <Trans>Keep my account</Trans>
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {remove.isPending ? t`Deleting...` : t`Delete my account`}
            </Button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
