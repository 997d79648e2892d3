import { clsx } from 'clsx';
import { Hourglass } from 'lucide-react';

type Props = { count: number; active: boolean; onChange: (active: boolean) => void };

/**
 * "Held for review (N)": the list of imported internships held for their risk flags (docs/decisions/0038),
 * a toggle. Shown while any is held, and while it is on.
 */
export function HeldFilter({ count, active, onChange }: Props) {
  if (count === 0 && !active) return null;
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(!active)}
      className={clsx(
        'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset',
        active
          ? 'bg-amber-100 text-amber-900 ring-amber-500/50'
          : 'bg-white text-amber-800 ring-amber-300 hover:bg-amber-50',
      )}
    >
      <Hourglass aria-hidden="true" className="size-4" />
      Held for review ({count})
    </button>
  );
}
