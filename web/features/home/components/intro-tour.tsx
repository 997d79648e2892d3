import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { JOURNEY_STEPS } from './journey-steps.js';

const STEP_MS = 3500;

/**
 * The built-in stand-in for the intro video when none is configured: the three steps, shown one after
 * another once (or all together under prefers-reduced-motion). CSS only, nothing to download.
 */
export function IntroTour() {
  const { t } = useLingui();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState(0);
  const [isAuto, setIsAuto] = useState(true);
  const lastStep = JOURNEY_STEPS.length - 1;
  const isFilling = isAuto && step < lastStep;

  useEffect(() => {
    if (prefersReducedMotion || !isAuto || step >= lastStep) return;
    const id = window.setTimeout(() => setStep((current) => current + 1), STEP_MS);
    return () => window.clearTimeout(id);
  }, [prefersReducedMotion, isAuto, step, lastStep]);

  if (prefersReducedMotion) {
    return (
      <ol className="grid gap-3 rounded-xl bg-gradient-to-br from-indigo-700 to-violet-700 p-5 text-white sm:grid-cols-3">
        {JOURNEY_STEPS.map(({ key, icon: Icon, title, text }, index) => (
          <li key={key} className="rounded-lg bg-white/10 p-4">
            <Icon aria-hidden="true" className="size-6" />
            <p className="mt-2 font-semibold">
              {index + 1}. {t(title)}
            </p>
            <p className="mt-1 text-sm text-indigo-100">{t(text)}</p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="relative flex h-72 flex-col overflow-hidden rounded-xl sm:aspect-video sm:h-auto bg-gradient-to-br from-indigo-800 via-indigo-700 to-violet-700 text-white">
      <div aria-hidden="true" className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-56 rounded-full bg-amber-300/20 blur-2xl" />
      <div className="relative flex gap-1.5 px-5 pt-4">
        {JOURNEY_STEPS.map(({ key, title }, index) => {
          const number = index + 1;
          const stepTitle = t(title);
          return (
            <button
              key={key}
              type="button"
              onClick={() => {
                setIsAuto(false);
                setStep(index);
              }}
              aria-label={t`Step ${number}: ${stepTitle}`}
              aria-current={index === step ? 'step' : undefined}
              className="group flex h-6 flex-1 items-center"
            >
              <span aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-white/25">
                <span
                  className={clsx(
                    'block h-full rounded-full bg-white',
                    index < step && 'w-full',
                    index > step && 'w-0',
                    index === step && !isFilling && 'w-full',
                  )}
                  style={
                    index === step && isFilling
                      ? { animation: `intro-tour-fill ${STEP_MS}ms linear forwards` }
                      : undefined
                  }
                />
              </span>
            </button>
          );
        })}
      </div>
      <style>{'@keyframes intro-tour-fill { from { width: 0 } to { width: 100% } }'}</style>
      {JOURNEY_STEPS.map(({ key, icon: Icon, title, text }, index) => {
        const number = index + 1;
        return (
          <div
            key={key}
            aria-hidden={index !== step}
            className={clsx(
              'absolute inset-0 top-10 flex flex-col items-center justify-center px-8 text-center transition-all duration-500',
              index === step ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
            )}
          >
            <span className="flex size-16 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25 sm:size-20">
              <Icon aria-hidden="true" className="size-8 sm:size-10" />
            </span>
            <p className="mt-4 text-xs font-semibold tracking-widest text-amber-200 uppercase">
              <Trans>Step {number}</Trans>
            </p>
            <p className="mt-1 text-xl font-bold sm:text-2xl">{t(title)}</p>
            <p className="mt-2 max-w-md text-sm text-indigo-100 sm:text-base">{t(text)}</p>
          </div>
        );
      })}
    </div>
  );
}
