import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A plain table that scrolls sideways inside its panel on narrow screens, so the page itself never
 * scrolls horizontally. The caption names it for screen readers.
 */
export function DataTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={clsx('w-full min-w-max border-collapse text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td className={clsx('border-b border-slate-100 px-4 py-3 align-middle text-slate-700', className)} {...props} />
  );
}
