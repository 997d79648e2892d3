import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

export default defineConfig({
  root: 'web',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A translation missing from a catalog, or one that does not compile, fails the build (issue 17).
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    precompress(),
  ],
  // Browsers that run the app all support modulepreload; the polyfill would only add bytes to every page.
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  server: { proxy: { '/api': 'http://localhost:5000', '/dev': 'http://localhost:5000' } },
});
