import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '#shared/languages.js';
import { App } from './app/app.js';
import { prefetchOnIntent } from './app/routes/prefetch-on-intent.js';
import { readServerRender } from './app/server-render.js';
import { SPLASH_SEEN_KEY } from './features/splash/utils/splash-progress.js';
import { endHydration, startHydration } from './lib/hydration.js';
import { startingLanguage, storedLanguage, switchLanguage } from './lib/i18n.js';
import { yieldToBrowser } from './lib/next-task.js';
import { setSessionFlag } from './lib/session-flag.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/** Starts the app on the page (its code is evaluated by then: web/main.tsx). */
export async function startApp(): Promise<void> {
  const serverRender = readServerRender(document);
  // Each step below in a task of its own: reading the answers, the page's code, the first render.
  await yieldToBrowser();
  if (!serverRender) {
    // English came with the app's code and starts at once; Kannada and Hindi first fetch their shell catalog.
    // If that fails (the network dropped), the pages start in English rather than not at all.
    await switchLanguage(startingLanguage()).catch(() => switchLanguage('en'));
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    markStarted();
    return;
  }
  // The server rendered this page (docs/decisions/0048): the browser takes its HTML over in the language
  // it was rendered in, from the answers it was rendered with, once the page's code is here. Until then the
  // page stays as the server sent it, readable and with working links. The visitor started on content:
  // no splash covers it, now or later in this visit.
  const { language, queryClient, preload } = serverRender;
  const rendered = isLanguage(language) ? language : 'en';
  try {
    await switchLanguage(rendered, { remember: false });
    await yieldToBrowser();
    await preload();
  } catch {
    // A dropped network: the page is still the server's; the app renders afresh and fetches what it needs.
    createRoot(root).render(<App queryClient={queryClient} isServerRendered />);
    markStarted();
    return;
  }
  // A task of its own: the page's code has just been evaluated, and a phone's input waits for neither.
  await yieldToBrowser();
  // Timed in the browser's performance panel (and Lighthouse's trace) as "take-over".
  performance.mark('take-over');
  startHydration();
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} isServerRendered />
    </StrictMode>,
  );
  performance.measure('take-over', 'take-over');
  // The parts that wait their turn follow; then the app runs in full, in the language chosen before.
  // Storage is read only now: its first touch can hold a phone's main thread for tens of milliseconds.
  endHydration(() => {
    markStarted();
    setSessionFlag(SPLASH_SEEN_KEY);
    // A choice kept from before the server knew it (no cookie yet) is followed now.
    const chosen = storedLanguage();
    if (chosen && chosen !== rendered) void switchLanguage(chosen);
  });
}

/**
 * The app runs: a server-rendered page's buttons now answer. Said on <html data-app="started"> for
 * whoever waits for it (the browser tests; a style that differs before and after). From now on a link's
 * page is fetched when the visitor shows they may follow it.
 */
function markStarted() {
  document.documentElement.dataset.app = 'started';
  prefetchOnIntent();
}
