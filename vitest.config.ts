import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { longFilesFirst } from './build/long-files-first.js';

/**
 * Tests that measure time or load (a crowd, overload shedding, an outage's retries, a bound in seconds):
 * they run one file at a time, so that what they measure is the product and not the other tests (two at a
 * time, a crowd beside the start of two processes saw refusals the product alone never gives). `npm test`
 * (build/run-tests.mjs) runs them with only the web project beside them, at the lowest CPU priority.
 */
const TIMED = [
  'server/crowd/**/*.test.ts',
  'server/plugins/load-shedding.test.ts',
  'server/plugins/queue-wait.test.ts',
  'server/db/postgres-pool.test.ts',
  'server/db/wal-checkpointer.test.ts',
  'server/lib/xlsx-stream.test.ts',
  'server/modules/applications/apply.test.ts',
  'server/modules/files/file-checks.test.ts',
  'server/modules/job-import/job-import.test.ts',
  'server/modules/link-check/*.test.ts',
  'server/modules/mail/smtp-outage.test.ts',
  'server/modules/mail/mail-sender-kick.test.ts',
  'server/multi-process.test.ts',
];

export default defineConfig({
  // The web's components compile as in the build: the Lingui macro and catalogs. (react and react-dom are
  // Preact's compat layer in package.json, so the tests run what the browser runs: docs/decisions/0032.)
  plugins: [
    react({ include: /\/web\/.*\.[jt]sx?$/, babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Measured 2026-11-28 (each over 10 s; a fresh clone would start some of them late, being small files).
    sequence: {
      sequencer: longFilesFirst([
        'server/test/security/route-fuzz.test.ts',
        'server/modules/form-guard/form-guard.test.ts',
        'web/features/auth/components/register-page.languages.test.tsx',
        'server/modules/users/registration.test.ts',
        'server/modules/pages/rendered-pages.test.ts',
        'server/test/security/route-matrix.test.ts',
        'web/features/auth/components/register-submit.test.tsx',
        'web/features/dashboard/components/profile-edit.test.tsx',
        'server/modules/mail/mail-sender.test.ts',
      ]),
    },
    projects: [
      {
        extends: true,
        test: { name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 0 } },
      },
      {
        // The rest mostly wait (a database, a socket, a timer): four files at once keep two cores busy.
        // A worker runs file after file without loading the modules again: 77 s instead of 126 s. Each file
        // builds its own app and database; what a process keeps across files is its worker-thread pool
        // (server/workers/shared-worker-pool.ts), as in production (docs/decisions/0049).
        extends: true,
        test: {
          name: 'rest',
          isolate: false,
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: TIMED,
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The web's components in a DOM (jsdom), with the catalogs loaded. A worker runs file after file
        // with the libraries loaded once (86 s instead of 150 s on 2026-11-29): each file has its own DOM,
        // and web/test/setup-dom.ts leaves the next one what a fresh page has (the app's modules anew).
        extends: true,
        test: {
          name: 'web',
          isolate: false,
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup-dom.ts'],
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
