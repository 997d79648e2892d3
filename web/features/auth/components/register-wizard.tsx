import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { NEW_ACCOUNT_FLAG, setSessionFlag } from '#web/lib/session-flag.js';
import { toast } from '#web/lib/toast.js';
import { useRegister } from '../api/register.js';
import { isOtpError } from '../utils/is-otp-error.js';
import { TOASTS } from '../utils/messages.js';
import { clearRegisterDraft, readRegisterDraft, saveRegisterDraft, stepToResume } from '../utils/register-draft.js';
import {
  INITIAL_REGISTER_VALUES,
  type OtpSent,
  type RegisterField,
  type RegisterStep,
  type RegisterValues,
  type StepIssue,
  toRegisterRequest,
  validateRegisterStep,
} from '../utils/register-values.js';
import { FormAlert } from './form-alert.js';
import { RegisterRestoredNotice } from './register-restored-notice.js';
import { REGISTER_FIELD_IDS } from './register-step-props.js';
import { normaliseEmail, StepBasicInfo } from './step-basic-info.js';
import { StepEducation } from './step-education.js';
import { StepPersonal } from './step-personal.js';
import { StepSkillsDocuments } from './step-skills-documents.js';
import { WizardProgress } from './wizard-progress.js';

export const STEP_TITLES = [msg`Basic Info`, msg`Personal`, msg`Education`, msg`Skills & Documents`] as const;
const LAST_STEP: RegisterStep = 4;
const ALERT_ID = 'register-step-alert';
// A box the last Next found wrong gets a heavier red edge (border and ring) besides the red colour and the message
// with its icon under it: the mark never rests on colour alone. On the form, so the boxes of the shared profile
// fields (education, tags) get it too.
const MARK_INVALID_BOXES =
  '[&_[aria-invalid=true]]:border-red-600 [&_[aria-invalid=true]]:ring-1 [&_[aria-invalid=true]]:ring-red-600';

/** Scrolls the first of `fields` (in the page's order) into view and focuses it; a group focuses its first control. */
function focusFirstWrong(fields: readonly RegisterField[]) {
  const boxes = fields
    .map((field) => document.getElementById(REGISTER_FIELD_IDS[field]))
    .filter((box): box is HTMLElement => box !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = boxes[0];
  const target = first?.matches('input, button, textarea') ? first : first?.querySelector<HTMLElement>('input, button');
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** docs/spec/student-side.md §2 Registration wizard, §4, §5: four steps, Next only when the step validates. */
export function RegisterWizard({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const { signInUser } = useSession();
  // What this tab kept of an earlier visit (utils/register-draft.ts), read once.
  const [restored] = useState(() => readRegisterDraft());
  const [step, setStep] = useState<RegisterStep>(1);
  const [values, setValues] = useState<RegisterValues>(restored?.values ?? INITIAL_REGISTER_VALUES);
  const [otpSent, setOtpSent] = useState<OtpSent | null>(restored?.otpSent ?? null);
  // A restored form opens on step 1 (the password and code are not kept); Next there returns to this step.
  const [resumeStep, setResumeStep] = useState<RegisterStep | null>(
    restored && restored.step > 1 ? restored.step : null,
  );
  const [isRestoredNoticeShown, setIsRestoredNoticeShown] = useState(restored !== null);
  const [issue, setIssue] = useState<StepIssue | null>(null);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const isRegistered = useRef(false);

  const registration = useRegister({
    mutationConfig: {
      onSuccess: ({ token, user }) => {
        isRegistered.current = true;
        clearRegisterDraft();
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

  // Kept as the student types, in the same task as the keystroke (a layout effect), so a reload right after it
  // loses nothing. While step 1 is being typed again after a restore, the step kept is the one to return to.
  useLayoutEffect(() => {
    if (!isRegistered.current) saveRegisterDraft({ step: resumeStep ?? step, values, otpSent });
  }, [step, resumeStep, values, otpSent]);

  // Focus management: after a step change, focus the new step's heading so screen readers announce it. In the
  // render's own task (a layout effect), not after the next frame: on a busy phone a student can tap into the
  // new step's first box before that frame, and the focus (with the keys typed next) would be taken back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useLayoutEffect(() => {
    if (!hasMoved.current) return;
    headingRef.current?.focus();
  }, [step]);

  // After a refused Next, the first box it marked comes into view with the focus (it reads its message).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt, after the marks are drawn
  useLayoutEffect(() => {
    if (issue) focusFirstWrong(issue.fields);
  }, [attempt]);

  // After a failed attempt, the alert goes away as soon as its problem is fixed; any next problem is
  // reported on the next Next, so the alert never changes under the student's fingers. The alert compared
  // is the one shown now, not the one of the render that changed the answers: this effect can run after a
  // Next that came quickly (a code that arrived just before it), and must not take that Next's alert away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks only when the answers change
  useEffect(() => {
    setIssue((current) => {
      if (!current) return current;
      const found = validateRegisterStep(step, values, isOtpSentFor(values.email));
      return found && found.message === current.message ? found : null;
    });
  }, [values, otpSent]);

  function isOtpSentFor(email: string): boolean {
    return otpSent !== null && otpSent.email === normaliseEmail(email);
  }

  function goTo(next: RegisterStep) {
    hasMoved.current = true;
    setIssue(null);
    setIsRestoredNoticeShown(false);
    setStep(next);
  }

  function update(patch: Partial<RegisterValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** Start over: the kept draft and every answer go; the form is as on a first visit. */
  function startOver() {
    clearRegisterDraft();
    setValues(INITIAL_REGISTER_VALUES);
    setOtpSent(null);
    setResumeStep(null);
    setIsRestoredNoticeShown(false);
    setIssue(null);
    headingRef.current?.focus();
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
    if (step === 1 && resumeStep) {
      setResumeStep(null);
      goTo(stepToResume(values, resumeStep));
    } else if (step < LAST_STEP) goTo((step + 1) as RegisterStep);
    else if (values.acceptTerms && values.marketingConsent) registration.mutate(toRegisterRequest(values));
  }

  const invalid = new Set(issue?.fields ?? []);
  const stepProps = { values, onChange: update, invalid, issue: issue ? t(issue.message) : undefined };
  const canCreate = values.acceptTerms && values.marketingConsent;
  const titles = STEP_TITLES.map((title) => t(title));
  const total = titles.length;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="register-step-title" className={MARK_INVALID_BOXES}>
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
      {isRestoredNoticeShown && (
        <RegisterRestoredNotice isCodeKept={Boolean(restored?.otpSent)} onStartOver={startOver} />
      )}
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
