import { type RefObject, useEffect, useState } from 'react';
import { isControlUnder, isTextEntry, launcherBottom, restingBox } from '../utils/launcher-clearance.js';

export type LauncherPlacement = {
  /**
   * px from the screen's bottom edge: above a docked bottom bar (data-bottom-bar), else the usual gap. Null
   * until the page is first measured: the stylesheet places the button until then, as the server rendered
   * it (web/styles.css, .assistant-launcher), so the app taking the page over does not move it.
   */
  bottom: number | null;
  /** Stepped aside (faded out, not tappable): a control is under it, or a field has the phone's keyboard up. */
  isAside: boolean;
};

/** A change of the page is read this long after the last one of its burst. */
const CHANGES_SETTLE_MS = 150;

// Phones (Tailwind's `sm` breakpoint is 640 px), or any touch screen, type through an on-screen keyboard.
const KEYBOARD_SCREEN = '(max-width: 639.98px), (pointer: coarse)';

/**
 * Where the assistant's floating button goes (issue 20, phone path): it steps aside while a control of
 * the page is under it or while a field has focus on a phone, and sits above a docked bottom bar. Read
 * again on every scroll, resize, focus change and change of the page, once a frame at most.
 */
export function useLauncherPlacement(launcherRef: RefObject<HTMLElement | null>, isShown: boolean) {
  const [placement, setPlacement] = useState<LauncherPlacement>({ bottom: null, isAside: false });

  useEffect(() => {
    if (!isShown) return;
    const keyboardScreen = window.matchMedia?.(KEYBOARD_SCREEN);
    let frame = 0;

    const measure = () => {
      frame = 0;
      const launcher = launcherRef.current;
      if (!launcher) return;
      const bottom = launcherBottom();
      const isTyping = Boolean(keyboardScreen?.matches) && isTextEntry(document.activeElement);
      // A keyboard user who tabbed to the button keeps it, whatever lies under it.
      const isFocused = document.activeElement === launcher;
      const isAside = !isFocused && (isTyping || isControlUnder(restingBox(launcher, bottom), launcher));
      // Where the stylesheet already rests it, the button keeps no position of its own (as the server sent it).
      const isWhereTheStylesheetRestsIt =
        launcher.style.bottom === '' && Math.round(Number.parseFloat(getComputedStyle(launcher).bottom)) === bottom;
      const next = isWhereTheStylesheetRestsIt ? null : bottom;
      setPlacement((current) =>
        current.bottom === next && current.isAside === isAside ? current : { bottom: next, isAside },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // Changes of the page come in bursts while it loads and renders: read once the burst has passed, not on
    // every frame of it (each reading lays the page out; on a slow phone that blocks the first taps).
    let settling = 0;
    const scheduleAfterChanges = () => {
      if (settling !== 0) return;
      settling = window.setTimeout(() => {
        settling = 0;
        schedule();
      }, CHANGES_SETTLE_MS);
    };

    schedule();
    // Capture: a scroll inside any scrolling box counts, not only the page's.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    const changes = new MutationObserver(scheduleAfterChanges);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settling);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      changes.disconnect();
    };
  }, [launcherRef, isShown]);

  return placement;
}
