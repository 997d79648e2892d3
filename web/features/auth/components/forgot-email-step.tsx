import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { checkEmail } from '../utils/password-checks.js';
import { EmailInput } from './email-input.js';
import { FormAlert } from './form-alert.js';

type ForgotEmailStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  isPending: boolean;
  onSend: () => void;
};

/** Recovery step 1 (docs/spec/student-side.md §2, §5): email and Send OTP; 'Please enter your email address' when empty. */
export function ForgotEmailStep({ email, onEmailChange, isPending, onSend }: ForgotEmailStepProps) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [attempt, setAttempt] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    setAttempt((count) => count + 1);
    if (!found) onSend();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <EmailInput
        id="forgot-email"
        isRequired
        isInvalid={problem !== null}
        errorId="forgot-email-alert"
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (problem && checkEmail(event.target.value) !== problem) setProblem(null);
        }}
      />
      {problem && <FormAlert id="forgot-email-alert" message={t(problem)} attempt={attempt} />}
      <Button type="submit" size="lg" className="w-full" isLoading={isPending}>
        {!isPending && <Mail aria-hidden="true" className="size-4" />}
        {isPending ? t`Sending OTP...` : t`Send OTP`}
      </Button>
      <ProofOfWorkStatus />
    </form>
  );
}
