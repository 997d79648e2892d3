import { defineConfig } from 'vitest/config';
import { longFilesFirst } from './build/long-files-first.js';

/** Browser tests that time a journey or drive the page's clock: alone on the machine, first. */
const TIMED = ['e2e/phone-journey.test.ts', 'e2e/proof-of-work.test.ts', 'e2e/widget-timing.test.ts'];

// Browser tests: the built product in Debian's Chromium (npm run test:e2e builds first). Each file starts
// its own product and mail server on free ports, so the others run two files at a time.
export default defineConfig({
  test: {
    environment: 'node',
    // Generous: a few tests upload megabytes over a throttled link on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s (Vitest's default, 1 s, is short for a lazy page's code on a machine
    // running two browser files at once; a poll still ends as soon as the page shows what it waits for).
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // A worker runs file after file with playwright and the helpers loaded once (each file still starts its
    // own product, mail server and Chromium, and closes them): about 2 s of CPU a file saved.
    isolate: false,
    // Measured 2026-11-28 (each over 25 s; a fresh clone would start them last, being small files).
    sequence: {
      sequencer: longFilesFirst([
        'e2e/accessibility.test.ts',
        'e2e/auth-validation.test.ts',
        'e2e/public-site.test.ts',
        'e2e/nothing-covers.test.ts',
        'e2e/dashboard.test.ts',
        'e2e/saved-searches-ui.test.ts',
        'e2e/server-render.test.ts',
        'e2e/recovery.test.ts',
        'e2e/apply.test.ts',
        'e2e/xss-sweep.test.ts',
      ]),
    },
    projects: [
      { extends: true, test: { name: 'e2e timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: TIMED,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
