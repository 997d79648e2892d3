import './lib/zod-jitless.js';
import { APP_FILES_ID, SERVER_RENDER_ID } from '#shared/server-render.js';
import { yieldToBrowser } from './lib/next-task.js';
import { warmIntl } from './lib/warm-intl.js';
import './styles.css';
// Kannada and Devanagari faces: declared on every page, a font file is fetched only for a page in its language.
import './fonts.css';

/**
 * The app's code is evaluated a part a task (docs/decisions/0051): evaluated at once, it held a phone's main
 * thread for 120–230 ms (Lighthouse's phone, four times slower than this machine), and a tap waited for it.
 * Every step's file is asked for at once, after the first paint (askForAppFiles), so no step waits for the
 * network; each evaluates only what the steps before it did not.
 */
const steps = [
  () => import('./lib/i18n.js'),
  () => import('./app/load-steps/query-library.js'),
  () => import('./app/load-steps/router-library.js'),
  () => import('./app/server-render.js'),
  () => import('./app/app.js'),
];

/** Longest the app waits for the browser to report the first paint (a page whose first screen has no content reports none). */
const PAINT_REPORT_WAIT_MS = 3000;

/**
 * Resolves once the browser has painted the page the server rendered and shown it: the app's code then
 * runs after the first paint, not before it (on a phone the paint would otherwise wait for the first
 * steps). The end of the first frame is not enough: the paint reaches the screen a little later, and
 * files asked for in between counted as delaying it (docs/decisions/0056). A page the browser renders
 * itself (the plain shell) starts at once, and so does a page in a hidden tab, which paints nothing until
 * shown.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById(SERVER_RENDER_ID) || document.visibilityState === 'hidden') return Promise.resolve();
  const frameEnd = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return frameEnd;
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    void frameEnd.then(() => setTimeout(done, PAINT_REPORT_WAIT_MS));
  });
}

/**
 * Asks for every file of the app's steps at once (the build lists them in the page: build/list-entry-step-files.ts).
 * Asked before the first paint, they took the phone's bandwidth from the stylesheet and the paint came later.
 */
function askForAppFiles() {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(APP_FILES_ID)?.textContent ?? '[]');
  } catch {
    return; // each step then asks for its own files
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

async function start() {
  await afterFirstPaint();
  askForAppFiles();
  warmIntl(document.documentElement.lang);
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import('./start-app.js');
  await startApp();
}

void start();
