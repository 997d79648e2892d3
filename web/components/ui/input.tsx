import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const inputClassName =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 focus:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
  'aria-invalid:border-red-500 disabled:bg-slate-100 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(inputClassName, className)} {...props} />;
}
