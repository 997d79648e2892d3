import { defineConfig } from 'vitest/config';

// Browser tests: the built product in Debian's Chromium (npm run test:e2e builds first).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    // Generous: a few tests upload megabytes over a throttled link on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
