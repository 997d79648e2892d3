import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { listEntryStepFiles } from './build/list-entry-step-files.js';
import { precompress } from './build/precompress.js';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A translation missing from a catalog, or one that does not compile, fails the build (issue 17).
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    // The server's render (npm run build:ssr) is read from disk by Node, never sent.
    ...(isSsrBuild ? [] : [listEntryStepFiles(), precompress()]),
  ],
  build: isSsrBuild
    ? // The server's render of the pages (docs/decisions/0048): one bundle with its libraries, for Node.
      { outDir: '../dist/web-ssr', emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // Browsers that run the app all support modulepreload; the polyfill would only add bytes to every page.
        // A page's own files are not listed ahead of it: a list of 20-40 links added in one task held a phone's
        // main thread 60-130 ms as the page was taken over; the browser finds them in a few round trips, and
        // a link's page is fetched when the visitor shows they may follow it (docs/decisions/0052).
        modulePreload: { polyfill: false, resolveDependencies: () => [] },
        // The two largest libraries in chunks of their own, each with the module that the entry imports to
        // evaluate it in a task of its own (web/main.tsx, docs/decisions/0051).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]|load-steps[\\/]router-library/ },
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]|load-steps[\\/]query-library/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:5000', '/dev': 'http://localhost:5000' } },
}));
