import { matchedLazyPages } from './matched-pages.js';

/** The first signs that a link is about to be followed: a pointer over it or pressed on it, or the keyboard's focus. */
const INTENT_EVENTS = ['mouseover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Fetches the code of the page a link leads to as soon as the visitor shows they may follow it
 * (docs/decisions/0052): a page's own files are not listed ahead of it, so its code arrives in a few round
 * trips, and the press or the hover before a click starts them. A path is asked once, or again after its
 * fetch failed (a dropped network). Returns a way to stop.
 */
export function prefetchOnIntent(target: Document = document): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const path = link.pathname;
    if (asked.has(path)) return;
    asked.add(path);
    void Promise.all(matchedLazyPages(path).map((page) => page.prefetch())).then((loaded) => {
      if (loaded.includes(false)) asked.delete(path);
    });
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}
