import { useEffect, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '#web/lib/session-flag.js';

// docs/spec/student-side.md §2, §9: the intro video pops up 5 s after arriving on the home page.
export const INTRO_VIDEO_DELAY_MS = 5000;
/** sessionStorage key: the pop-up opens at most once per browser session. */
export const INTRO_VIDEO_SEEN_KEY = 'introVideoShown';

export function useIntroVideo() {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (hasSessionFlag(INTRO_VIDEO_SEEN_KEY)) return;
    const id = window.setTimeout(() => {
      setSessionFlag(INTRO_VIDEO_SEEN_KEY);
      setIsOpen(true);
    }, INTRO_VIDEO_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  return { isOpen, close: () => setIsOpen(false) };
}
