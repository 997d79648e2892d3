import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { MESSAGES } from '../utils/messages.js';
import { checkNewPassword } from '../utils/password-checks.js';
import { FormAlert } from './form-alert.js';
import { NewPasswordInput } from './new-password-input.js';
import { PasswordRequirements } from './password-requirements.js';

type NewPasswordFormProps = {
  /** Prefix of the element ids, so two forms never clash. */
  idPrefix: string;
  isPending: boolean;
  /** Called with the new password once the three checks pass. */
  onSubmit: (newPassword: string) => void;
  /** The live requirements list (reset page). */
  showRequirements?: boolean;
  /** Extra buttons beside the submit button. */
  secondaryAction?: ReactNode;
};

/**
 * New password and confirmation with show/hide toggles. docs/spec/student-side.md §5 Forgot password step 3 and Reset page:
 * 'Please fill in all fields', 'Passwords do not match', 'Password must be at least 6 characters long'.
 */
export function NewPasswordForm({
  idPrefix,
  isPending,
  onSubmit,
  showRequirements,
  secondaryAction,
}: NewPasswordFormProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [attempt, setAttempt] = useState(0);
  const alertId = `${idPrefix}-alert`;
  const isNewInvalid = problem === MESSAGES.fillAllFields ? !password : problem === MESSAGES.passwordTooShort;
  const isConfirmInvalid =
    problem === MESSAGES.fillAllFields ? !confirmPassword : problem === MESSAGES.passwordsDoNotMatch;

  // A shown problem goes away once fixed; the next one is reported on the next submit.
  function change(nextPassword: string, nextConfirm: string) {
    setPassword(nextPassword);
    setConfirmPassword(nextConfirm);
    if (problem && checkNewPassword(nextPassword, nextConfirm) !== problem) setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields as they are now: a submit that follows the last keystroke (a fast thumb, a password
    // manager) may come before the render that keystroke asked for.
    const fields = event.currentTarget.elements;
    const fieldValue = (id: string) => (fields.namedItem(id) as HTMLInputElement | null)?.value ?? '';
    const password = fieldValue(`${idPrefix}-new-password`);
    const confirmPassword = fieldValue(`${idPrefix}-confirm-password`);
    change(password, confirmPassword);
    const found = checkNewPassword(password, confirmPassword);
    setProblem(found);
    setAttempt((count) => count + 1);
    if (!found) onSubmit(password);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <NewPasswordInput
        id={`${idPrefix}-new-password`}
        label={t`New Password`}
        placeholder={t`Enter a new password`}
        isInvalid={isNewInvalid}
        errorId={alertId}
        value={password}
        onChange={(event) => change(event.target.value, confirmPassword)}
      />
      <NewPasswordInput
        id={`${idPrefix}-confirm-password`}
        label={t`Confirm New Password`}
        placeholder={t`Repeat the new password`}
        isInvalid={isConfirmInvalid}
        errorId={alertId}
        value={confirmPassword}
        onChange={(event) => change(password, event.target.value)}
      />
      {showRequirements && <PasswordRequirements password={password} confirmPassword={confirmPassword} />}
      {problem && <FormAlert id={alertId} message={t(problem)} attempt={attempt} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {secondaryAction}
        <Button type="submit" size="lg" className="w-full sm:flex-1" isLoading={isPending}>
          {!isPending && <KeyRound aria-hidden="true" className="size-4" />}
          {isPending ? t`Resetting...` : t`Reset Password`}
        </Button>
      </div>
    </form>
  );
}
