import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { saveListReturn, takeListReturn } from '../utils/list-return.js';

// The public bar is sticky and 4rem tall (web/app/layouts/public/nav-bar.tsx): a card under it is not in view.
const STICKY_BAR_PX = 64;

/**
 * Back from an internship's detail returns to its card. Opening a card's link remembers the scroll
 * position for this history entry; when that entry comes back (Back, or a reload of it) and the cards
 * are shown (the list may fetch again first), the position is restored, the card brought fully into
 * view if it is not, and focus put on its link.
 */
export function useReturnToCard(resultsRef: RefObject<HTMLElement | null>, isShowingCards: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const results = resultsRef.current;
    if (!results) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const detailHref = link?.getAttribute('href');
      if (detailHref) saveListReturn(key, { scrollY: window.scrollY, detailHref });
    };
    results.addEventListener('click', onClick);
    return () => results.removeEventListener('click', onClick);
  }, [resultsRef, key]);

  useEffect(() => {
    if (!isShowingCards || handledKey.current === key) return;
    handledKey.current = key;
    const saved = navigationType === 'POP' ? takeListReturn(key) : null;
    if (!saved) return;
    window.scrollTo(0, saved.scrollY);
    const link = Array.from(resultsRef.current?.querySelectorAll('a[href]') ?? []).find(
      (candidate) => candidate.getAttribute('href') === saved.detailHref,
    );
    if (!(link instanceof HTMLElement)) return;
    const card = link.closest('article') ?? link;
    const { top, bottom } = card.getBoundingClientRect();
    if (top < STICKY_BAR_PX || bottom > window.innerHeight) card.scrollIntoView({ block: 'center' });
    link.focus({ preventScroll: true });
  }, [resultsRef, isShowingCards, key, navigationType]);
}
