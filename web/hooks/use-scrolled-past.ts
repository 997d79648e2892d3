import { useCallback, useSyncExternalStore } from 'react';
import { isHydrating, onHydrationEnd } from '#web/lib/hydration.js';

function subscribe(onChange: () => void) {
  const stopWaiting = onHydrationEnd(onChange);
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    stopWaiting();
    window.removeEventListener('scroll', onChange);
  };
}

/**
 * True once the page has scrolled more than `threshold` pixels. Not at the top as the server renders it, and
 * so while the browser takes its page over (docs/decisions/0048): reading the scroll makes the browser lay
 * out the whole page, and a reload lower down would differ from the server's HTML.
 */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => !isHydrating() && window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
