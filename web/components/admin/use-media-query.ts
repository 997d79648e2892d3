import { useCallback, useSyncExternalStore } from 'react';
import { isHydrating, onHydrationEnd } from '#web/lib/hydration.js';

/**
 * Whether a CSS media query matches, kept in sync on resize. Where matchMedia is missing (tests, old
 * browsers, the server's render) it answers `fallback`, and so it does while the browser takes over the
 * server's HTML, which was rendered with `fallback` (docs/decisions/0048).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopWaiting = onHydrationEnd(onChange);
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return stopWaiting;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        stopWaiting();
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function' || isHydrating()
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** Tables from the md breakpoint up; cards below it, where a wide table would need sideways scrolling. */
export function useIsWideScreen(): boolean {
  return useMediaQuery('(min-width: 768px)');
}
