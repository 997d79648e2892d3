import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

export type StatTone = 'indigo' | 'emerald' | 'amber' | 'sky' | 'rose' | 'violet' | 'slate';

const TONES: Record<StatTone, string> = {
  indigo: 'bg-indigo-100 text-indigo-700',
  emerald: 'bg-emerald-100 text-emerald-700',
  amber: 'bg-amber-100 text-amber-700',
  sky: 'bg-sky-100 text-sky-700',
  rose: 'bg-rose-100 text-rose-700',
  violet: 'bg-violet-100 text-violet-700',
  slate: 'bg-slate-100 text-slate-700',
};

type StatCardProps = {
  label: string;
  value: number | string | undefined;
  icon: LucideIcon;
  tone?: StatTone;
  hint?: string;
  isLoading?: boolean;
};

/** A counter: label, big number, coloured icon. A pulsing bar stands in while it loads. */
export function StatCard({ label, value, icon: Icon, tone = 'indigo', hint, isLoading = false }: StatCardProps) {
  return (
    <div className="flex h-full items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span className={clsx('flex size-11 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {isLoading ? (
          <span aria-hidden="true" className="mt-1 block h-7 w-16 animate-pulse rounded bg-slate-200" />
        ) : (
          <p className="text-2xl font-bold text-slate-900 tabular-nums">
            {typeof value === 'number' ? value.toLocaleString('en-IN') : (value ?? '–')}
          </p>
        )}
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}
