import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web's catalogs (docs/decisions/0031): the shell's (layouts, routes, the splash, the maintenance
 * notice), the shared components' and the assistant's, loaded before the first paint, and one per
 * student feature, loaded with its page. The administrators' features stay
 * English and have none. The server's refusals live in locales/{locale}/server.po, read by the server.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'kn', 'hi'],
  // A missing translation is an error, never English in its place (the vite plugin fails the build).
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/web/shell',
      include: [
        '<rootDir>/web/app',
        '<rootDir>/web/hooks',
        '<rootDir>/web/lib',
        // Shown before or around every page: the splash and the maintenance notice.
        '<rootDir>/web/features/splash',
        '<rootDir>/web/features/maintenance',
      ],
      exclude: ['**/*.test.*', '<rootDir>/web/app/routes/admin', '<rootDir>/web/app/layouts/admin'],
    },
    {
      path: '<rootDir>/locales/{locale}/web/components',
      include: ['<rootDir>/web/components'],
      exclude: ['**/*.test.*', '<rootDir>/web/components/admin', '<rootDir>/web/components/report-listing/**'],
    },
    {
      // "Never pay to apply", the report form and the reasons (docs/decisions/0035): loaded with the pages
      // that show them (an internship, the global jobs, the dashboard), not with every page.
      path: '<rootDir>/locales/{locale}/web/report-listing',
      include: ['<rootDir>/web/components/report-listing/**'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/web/assistant',
      include: ['<rootDir>/web/features/assistant'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/web/{name}',
      include: ['<rootDir>/web/features/{name}'],
      exclude: [
        '**/*.test.*',
        '<rootDir>/web/features/admin-*',
        '<rootDir>/web/features/splash',
        '<rootDir>/web/features/assistant',
        '<rootDir>/web/features/maintenance',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
