import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web's components compile as in the build: the Lingui macro and catalogs. (react and react-dom are
  // Preact's compat layer in package.json, so the tests run what the browser runs: docs/decisions/0032.)
  plugins: [
    react({ include: /\/web\/.*\.[jt]sx?$/, babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['web/test/setup-dom.ts'],
  },
});
