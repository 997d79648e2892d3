import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { GraduationCap } from 'lucide-react';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { getSplashLabel } from '../utils/splash-progress.js';
import { useSplashProgress } from './use-splash-progress.js';

/** docs/spec/admin-side.md §2 'Splash screen': a progress bar with a stage label, then the app. */
export function SplashScreen({ onDone }: { onDone: () => void }) {
  const { platformName } = usePublicSettingsOrDefault();
  const progress = useSplashProgress(onDone);
  const { t } = useLingui();
  const label = t(getSplashLabel(progress));
  // Under prefers-reduced-motion the splash still counts up (it is the spec's), without the decorative motion.
  const isCalm = usePrefersReducedMotion();

  return (
    <div className="fixed inset-0 z-[100] flex flex-col items-center justify-center overflow-hidden bg-gradient-to-br from-indigo-950 via-indigo-900 to-violet-900 px-6 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div
          className={clsx(
            'absolute -top-24 -left-24 size-72 rounded-full bg-indigo-500/20 blur-3xl',
            !isCalm && 'animate-pulse',
          )}
        />
        <div className="absolute -right-20 -bottom-28 size-80 rounded-full bg-violet-500/20 blur-3xl" />
      </div>
      <div className="relative flex w-full max-w-xs flex-col items-center text-center">
        <span
          className={clsx(
            'flex size-16 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20',
            !isCalm && 'animate-[bounce_2s_ease-in-out_infinite]',
          )}
        >
          <GraduationCap aria-hidden="true" className="size-9" />
        </span>
        <p className="mt-5 text-2xl font-bold tracking-tight">{platformName}</p>
        <p className="mt-1 text-sm text-indigo-200">
          <Trans>Your gateway to internships</Trans>
        </p>
        <div
          role="progressbar"
          aria-label={t`Loading ${platformName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${label}, ${progress}%`}
          className="mt-8 h-2 w-full overflow-hidden rounded-full bg-white/15"
        >
          <div
            className={clsx(
              'h-full rounded-full bg-gradient-to-r from-amber-300 to-pink-300',
              !isCalm && 'transition-[width] duration-75 ease-linear',
            )}
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-3 flex w-full justify-between text-sm text-indigo-100">
          <span>{label}</span>
          <span className="tabular-nums">{progress}%</span>
        </p>
      </div>
    </div>
  );
}
