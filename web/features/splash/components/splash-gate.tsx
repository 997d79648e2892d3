import { type ReactNode, useCallback, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '#web/lib/session-flag.js';
import { SPLASH_SEEN_KEY } from '../utils/splash-progress.js';
import { SplashScreen } from './splash-screen.js';

/**
 * Shows the splash first, once per browser session (docs/spec/admin-side.md §2). The app mounts underneath while it
 * runs, hidden (display: none), so its data loads in parallel and nothing beneath can take focus or
 * clicks; it appears when the splash ends. `isSkipped` leaves it out for a visit that does not start on
 * the student's site (a company's answer page, opened from its mail).
 */
export function SplashGate({ children, isSkipped = false }: { children: ReactNode; isSkipped?: boolean }) {
  const [isSplashVisible, setIsSplashVisible] = useState(() => !isSkipped && !hasSessionFlag(SPLASH_SEEN_KEY));
  const finish = useCallback(() => {
    setSessionFlag(SPLASH_SEEN_KEY);
    setIsSplashVisible(false);
  }, []);

  return (
    <>
      {isSplashVisible && <SplashScreen onDone={finish} />}
      <div hidden={isSplashVisible} className="contents">
        {children}
      </div>
    </>
  );
}
