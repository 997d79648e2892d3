import { clsx } from 'clsx';

/** NavLink className callback: the current page's link is highlighted. */
export function navLinkClassName(base: string) {
  return ({ isActive }: { isActive: boolean }) =>
    clsx(
      base,
      'rounded-lg font-medium transition-colors',
      isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    );
}
