import { clsx } from 'clsx';
import { Lock, Star } from 'lucide-react';
import type { JobType } from '#shared/constants.js';

const TYPE_STYLES: Record<JobType, string> = {
  'Full-time': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Part-time': 'bg-sky-50 text-sky-800 ring-sky-200',
  Remote: 'bg-violet-50 text-violet-800 ring-violet-200',
};

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function TypeBadge({ type }: { type: JobType }) {
  return <span className={clsx(PILL, TYPE_STYLES[type])}>{type}</span>;
}

export function DomainBadge({ domain }: { domain: string }) {
  return <span className={clsx(PILL, 'bg-indigo-50 text-indigo-800 ring-indigo-200')}>{domain}</span>;
}

export function FeaturedBadge() {
  return (
    <span className={clsx(PILL, 'bg-amber-50 text-amber-800 ring-amber-200')}>
      <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-500" />
      Featured
    </span>
  );
}

export function ClosedBadge() {
  return (
    <span className={clsx(PILL, 'bg-slate-100 text-slate-700 ring-slate-300')}>
      <Lock aria-hidden="true" className="size-3" />
      Closed
    </span>
  );
}
