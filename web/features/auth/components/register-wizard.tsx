import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { NEW_ACCOUNT_FLAG, setSessionFlag } from '#web/lib/session-flag.js';
import { toast } from '#web/lib/toast.js';
import { useRegister } from '../api/register.js';
import { isOtpError } from '../utils/is-otp-error.js';
import { TOASTS } from '../utils/messages.js';
import {
  INITIAL_REGISTER_VALUES,
  type RegisterStep,
  type RegisterValues,
  type StepIssue,
  toRegisterRequest,
  validateRegisterStep,
} from '../utils/register-values.js';
import { FormAlert } from './form-alert.js';
import { normaliseEmail, StepBasicInfo } from './step-basic-info.js';
import { StepEducation } from './step-education.js';
import { StepPersonal } from './step-personal.js';
import { StepSkillsDocuments } from './step-skills-documents.js';
import { WizardProgress } from './wizard-progress.js';

export const STEP_TITLES = [msg`Basic Info`, msg`Personal`, msg`Education`, msg`Skills & Documents`] as const;
const LAST_STEP: RegisterStep = 4;
const ALERT_ID = 'register-step-alert';

/** docs/spec/student-side.md §2 Registration wizard, §4, §5: four steps, Next only when the step validates. */
export function RegisterWizard({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const { signInUser } = useSession();
  const [step, setStep] = useState<RegisterStep>(1);
  const [values, setValues] = useState<RegisterValues>(INITIAL_REGISTER_VALUES);
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [otpSent, setOtpSent] = useState<{ email: string; at: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  const registration = useRegister({
    mutationConfig: {
      onSuccess: ({ token, user }) => {
        setSessionFlag(NEW_ACCOUNT_FLAG);
        signInUser(token, user);
        toast.success(t(TOASTS.registrationSuccess));
        onRegistered();
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t(TOASTS.registrationFailed)));
        // A wrong, expired or locked code, or a password too common, can only be fixed on step 1.
        if (isOtpError(error) || errorCodeOf(error) === 'PASSWORD_TOO_COMMON') goTo(1);
      },
    },
  });

  // Focus management: after a step change, focus the new step's heading so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useEffect(() => {
    if (!hasMoved.current) return;
    headingRef.current?.focus();
  }, [step]);

  // After a failed attempt, the alert goes away as soon as its problem is fixed; any next problem is
  // reported on the next Next, so the alert never changes under the student's fingers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks only when the answers change
  useEffect(() => {
    if (!issue) return;
    const found = validateRegisterStep(step, values, isOtpSentFor(values.email));
    setIssue(found && found.message === issue.message ? found : null);
  }, [values, otpSent]);

  function isOtpSentFor(email: string): boolean {
    return otpSent !== null && otpSent.email === normaliseEmail(email);
  }

  function goTo(next: RegisterStep) {
    hasMoved.current = true;
    setIssue(null);
    setStep(next);
  }

  function update(patch: Partial<RegisterValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function check(): boolean {
    const found = validateRegisterStep(step, values, isOtpSentFor(values.email));
    setIssue(found);
    setAttempt((count) => count + 1);
    return found === null;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    if (step < LAST_STEP) goTo((step + 1) as RegisterStep);
    else if (values.acceptTerms && values.marketingConsent) registration.mutate(toRegisterRequest(values));
  }

  const invalid = new Set(issue?.fields ?? []);
  const stepProps = { values, onChange: update, invalid, alertId: ALERT_ID };
  const canCreate = values.acceptTerms && values.marketingConsent;
  const titles = STEP_TITLES.map((title) => t(title));
  const total = titles.length;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="register-step-title">
      <WizardProgress titles={titles} step={step} />
      <h2
        id="register-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-slate-900 outline-none"
      >
        <span className="sr-only">{t`Step ${step} of ${total}`}: </span>
        {titles[step - 1]}
      </h2>
      {step === 1 && (
        <StepBasicInfo {...stepProps} otpSent={otpSent} onOtpSent={(email) => setOtpSent({ email, at: Date.now() })} />
      )}
      {step === 2 && <StepPersonal {...stepProps} />}
      {step === 3 && <StepEducation {...stepProps} />}
      {step === 4 && <StepSkillsDocuments {...stepProps} />}
      {issue && (
        <div className="mt-5">
          <FormAlert id={ALERT_ID} message={t(issue.message)} attempt={attempt} />
        </div>
      )}
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <Button
          variant="secondary"
          disabled={step === 1 || registration.isPending}
          onClick={() => goTo((step - 1) as RegisterStep)}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </Button>
        {step < LAST_STEP ? (
          <Button type="submit">
            <Trans>Next</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button type="submit" disabled={!canCreate} isLoading={registration.isPending}>
            {!registration.isPending && <UserPlus aria-hidden="true" className="size-4" />}
            {registration.isPending ? t`Creating Account...` : t`Create Account`}
          </Button>
        )}
      </div>
      {registration.isPending && (
        <div className="mt-4">
          <ProofOfWorkStatus />
        </div>
      )}
    </form>
  );
}
