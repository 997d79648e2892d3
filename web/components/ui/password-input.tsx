import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { inputClassName } from './input.js';

/** A password field with a show/hide toggle (docs/spec/student-side.md §2 Login, docs/spec/admin-side.md §2 admin login). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input type={isVisible ? 'text' : 'password'} className={clsx(inputClassName, 'pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? t`Hide password` : t`Show password`}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
