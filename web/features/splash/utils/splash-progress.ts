import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// docs/spec/admin-side.md §2 'Splash screen' and §9: progress rises 3 points every 30 ms up to 100; 800 ms later the app shows.

export const SPLASH_STEP = 3;
export const SPLASH_TICK_MS = 30;
export const SPLASH_EXIT_DELAY_MS = 800;

/** sessionStorage key: the splash is shown once per browser session, not on every visit. */
export const SPLASH_SEEN_KEY = 'splashShown';

export function nextSplashProgress(progress: number): number {
  return Math.min(100, progress + SPLASH_STEP);
}

/** The label under the bar: Initializing (<30), Loading Resources (30-59), Finalizing (60-89), Almost Ready (≥90). */
export function getSplashLabel(progress: number): MessageDescriptor {
  if (progress < 30) return msg`Initializing`;
  if (progress < 60) return msg`Loading Resources`;
  if (progress < 90) return msg`Finalizing`;
  return msg`Almost Ready`;
}
