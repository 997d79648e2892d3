import { clsx } from 'clsx';

type ProgressBarProps = {
  /** 0–100. */
  percent: number;
  /** The bar's accessible name: its own text, or the id of the text that names it. */
  label?: string;
  labelledBy?: string;
  /** Pulses while the work goes on past the measured part (a server storing an upload). */
  isPulsing?: boolean;
  size?: 'sm' | 'md';
  /** The unfilled part's colour: on a white card, or on a tinted panel. */
  track?: 'tinted' | 'plain';
  className?: string;
};

/** A determinate progress bar, announced as one. */
export function ProgressBar({
  percent,
  label,
  labelledBy,
  isPulsing = false,
  size = 'md',
  track = 'tinted',
  className,
}: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx(
        'overflow-hidden rounded-full',
        size === 'sm' ? 'h-1.5' : 'h-2',
        track === 'plain' ? 'bg-slate-100' : 'bg-indigo-100',
        className,
      )}
    >
      <div
        className={clsx(
          'h-full rounded-full bg-indigo-600 transition-[width] duration-200',
          isPulsing && 'animate-pulse',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
