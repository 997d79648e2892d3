import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClassName } from '../ui/input.js';

/** A native select styled like the inputs: native keeps the phone's own picker and full accessibility. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={clsx(inputClassName, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(inputClassName, 'h-auto min-h-24 py-2', className)} {...props} />;
}

/** A checkbox with the brand colour and a comfortable hit area. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={clsx('size-4 cursor-pointer rounded border-slate-300 accent-indigo-600', className)}
      {...props}
    />
  );
}
