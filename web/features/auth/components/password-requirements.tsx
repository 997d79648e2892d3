import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Check, Circle } from 'lucide-react';
import { passwordRequirements } from '../utils/password-checks.js';

/** docs/spec/student-side.md §2 Password reset page: the requirements list, ticked as the student types. */
export function PasswordRequirements({ password, confirmPassword }: { password: string; confirmPassword: string }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Password requirements`} className="space-y-1.5 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
      {passwordRequirements(password, confirmPassword).map(({ label, isMet }) => (
        <li key={label.id} className={clsx('flex items-center gap-2', isMet ? 'text-green-700' : 'text-slate-500')}>
          {isMet ? (
            <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
          ) : (
            <Circle aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>
            {t(label)}
            <span className="sr-only">{isMet ? ` ${t`(met)`}` : ` ${t`(not met yet)`}`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
