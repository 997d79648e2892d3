import { cleanup, configure } from '@testing-library/preact';
import { afterAll, beforeAll, vi } from 'vitest';
import { CATALOG_GROUPS, i18n, loadCatalogs } from '#web/lib/i18n.js';

// What a test waits for (findBy…, waitFor) may take longer than the library's 1 s on a busy machine:
// the whole suite runs four files at once on two cores. A wait still ends at once when the page shows it.
// `npm test` runs these files at the lowest CPU priority beside the timed server tests (build/run-tests.mjs),
// where a file may get no CPU for seconds: the waits are longer there, and end as soon as the page shows it.
configure({ asyncUtilTimeout: process.env.TESTS_AT_LOW_PRIORITY ? 30_000 : 3_000 });

// A component test's DOM: the pages in English with every catalog loaded, as a visitor meets them.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  await loadCatalogs(CATALOG_GROUPS);
  i18n.activate('en');
});

// Preact runs effects a frame after a render (a 35 ms timer where the DOM has no animation frames): let the
// last ones, unmount clean-ups included, run while a component test's DOM still exists.
// A worker runs file after file (vitest.config.ts, the web project): the next file starts from what a fresh
// page has. Its trees unmounted, no toast left to replay, storage empty, and the app's own modules (a loaded
// toast library, a session) imported anew; the libraries' modules stay loaded.
afterAll(async () => {
  if (typeof document !== 'undefined') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    cleanup();
    (await import('sonner')).toast.dismiss();
    localStorage.clear();
    sessionStorage.clear();
  }
  vi.resetModules();
});
