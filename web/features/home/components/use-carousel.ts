import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// docs/spec/student-side.md §9: auto-advance every 4 s; manual previous/next or dot clicks pause it, and it resumes after 10 s.
export const AUTO_ADVANCE_MS = 4000;
export const RESUME_AFTER_MS = 10_000;

type CarouselOptions = {
  slideCount: number;
  /** prefers-reduced-motion, or the visitor pressed pause: never advance on its own. */
  isAutoPlayDisabled: boolean;
  /** Hover or keyboard focus inside the carousel holds it still while it lasts. */
  isHeld: boolean;
};

export function useCarousel({ slideCount, isAutoPlayDisabled, isHeld }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [isPausedByManualUse, setIsPausedByManualUse] = useState(false);
  const resumeTimer = useRef<number | undefined>(undefined);

  const isPlaying = !isAutoPlayDisabled && !isHeld && !isPausedByManualUse;

  // A timeout per slide, so every slide gets a full 4 s whatever moved to it, counted from the render
  // that shows it (a layout effect: a passive one would start it a frame late).
  useLayoutEffect(() => {
    if (!isPlaying || slideCount < 2) return;
    const id = window.setTimeout(() => setIndex((index + 1) % slideCount), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [isPlaying, index, slideCount]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  /** A manual move: show `target` and pause auto-advance for 10 s (restarting the 10 s on each use). */
  const goTo = useCallback(
    (target: number) => {
      setIndex(((target % slideCount) + slideCount) % slideCount);
      setIsPausedByManualUse(true);
      window.clearTimeout(resumeTimer.current);
      resumeTimer.current = window.setTimeout(() => setIsPausedByManualUse(false), RESUME_AFTER_MS);
    },
    [slideCount],
  );

  return {
    index,
    isPlaying,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
