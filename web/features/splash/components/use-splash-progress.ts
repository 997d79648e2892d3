import { useLayoutEffect, useState } from 'react';
import { nextSplashProgress, SPLASH_EXIT_DELAY_MS, SPLASH_TICK_MS } from '../utils/splash-progress.js';

/**
 * Counts 0 → 100 in steps on a timer, then calls `onDone` after the exit delay. The timers start with the
 * render (a layout effect), not a frame later, so the steps keep the spec's pace from the first one.
 */
export function useSplashProgress(onDone: () => void): number {
  const [progress, setProgress] = useState(0);
  const isComplete = progress >= 100;

  useLayoutEffect(() => {
    if (isComplete) return;
    const id = window.setInterval(() => setProgress(nextSplashProgress), SPLASH_TICK_MS);
    return () => window.clearInterval(id);
  }, [isComplete]);

  useLayoutEffect(() => {
    if (!isComplete) return;
    const id = window.setTimeout(onDone, SPLASH_EXIT_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [isComplete, onDone]);

  return progress;
}
