import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  quiet: { box: 'bg-white ring-slate-200 hover:bg-slate-50', icon: 'text-slate-500' },
  warn: { box: 'bg-amber-50 ring-amber-300 hover:bg-amber-100', icon: 'text-amber-700' },
  alarm: { box: 'bg-red-50 ring-red-300 hover:bg-red-100', icon: 'text-red-600' },
} as const;

/** A line of the dashboard that needs an administrator's attention, linking to where it is dealt with. */
export function AttentionLink({
  to,
  icon: Icon,
  tone,
  action,
  children,
}: {
  to: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  /** What the link leads to do ("Open the reports"). */
  action: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`flex flex-col gap-2 rounded-xl px-4 py-3.5 shadow-sm ring-1 sm:flex-row sm:items-center sm:justify-between sm:px-5 ${TONES[tone].box}`}
    >
      <span className="flex items-center gap-3 text-sm text-slate-800">
        <Icon aria-hidden="true" className={`size-5 shrink-0 ${TONES[tone].icon}`} />
        <span>{children}</span>
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700">
        {action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}
