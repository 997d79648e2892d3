import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #hash target), Back and
 * Forward return to where the reader was. A change of the query alone (filters, pager) keeps the
 * position, as the list pages expect.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef({ key: location.key, pathname: location.pathname });

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const last = previous.current;
    if (last.key === location.key) return;
    positions.current.set(last.key, window.scrollY);
    previous.current = { key: location.key, pathname: location.pathname };
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (last.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location, navigationType]);

  return null;
}
