import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel } from '#web/components/ui/field-label.js';
import { Input } from '#web/components/ui/input.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { FieldError } from './field-error.js';

export type LabelledInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Id of the message explaining the problem, shown elsewhere (an inline error under an addon). */
  errorId?: string;
  /**
   * The problem of this box, shown under it (not announced: the registration step's alert is) with the id
   * `${id}-issue`; marks the box invalid.
   */
  issue?: string;
  /** A password box with a show/hide toggle. */
  isPassword?: boolean;
  hint?: ReactNode;
  /** Rendered beside the box (e.g. the Send OTP button). */
  addon?: ReactNode;
};

/** A labelled text box for the account screens: required mark, aria-invalid, hint and error wiring. */
export function LabelledInput({
  id,
  label,
  isRequired,
  isInvalid,
  errorId,
  issue,
  isPassword,
  hint,
  addon,
  ...input
}: LabelledInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const issueId = issue ? `${id}-issue` : undefined;
  const isMarked = isInvalid || Boolean(issue);
  const describedBy = [isMarked ? (issueId ?? errorId) : undefined, hintId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-required': isRequired || undefined,
    'aria-invalid': isMarked || undefined,
    'aria-describedby': describedBy,
    ...input,
  };
  const box = isPassword ? <PasswordInput {...shared} /> : <Input {...shared} />;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {addon ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="min-w-0 flex-1">{box}</div>
          {addon}
        </div>
      ) : (
        box
      )}
      {issueId && <FieldError id={issueId} message={issue} isAnnounced={false} />}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
