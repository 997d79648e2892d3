// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MaintenancePage } from '#web/features/maintenance/components/maintenance-page.js';
import { SiteMaintenancePage } from '#web/features/maintenance/components/site-maintenance-page.js';
import { SplashScreen } from '#web/features/splash/components/splash-screen.js';
import { DEFAULT_PUBLIC_SETTINGS } from '#web/lib/public-settings.js';
import { answerEveryRequestWith, backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { screen } from '#web/test/testing-library.js';
import { NotFoundRoute } from './not-found.js';

const settings = {
  platformName: 'Test',
  supportEmail: 'help@example.com',
  registrationEnabled: true,
  maintenanceMode: true,
};

beforeEach(() => answerEveryRequestWith(settings));

afterEach(backToEnglish);

// The shell's own pages: the 404, the AI's and the site's maintenance notices, the splash.
const PAGES = [
  ['the 404 page', () => <NotFoundRoute />],
  ['the AI maintenance page', () => <MaintenancePage />],
  ['the site maintenance page', () => <SiteMaintenancePage />],
  ['the splash', () => <SplashScreen onDone={() => undefined} />],
] as const;

describe.each(['kn', 'hi'] as const)('the shell in %s', (language) => {
  it.each(PAGES)('%s shows no English', async (_name, page) => {
    await showPagesIn(language);
    const { container } = renderWithProviders(page());
    await screen.findAllByText(/\S/);
    expect(document.documentElement.lang).toBe(language);
    // The platform's name: the settings' or, before they arrive, the default.
    expect(englishLeftIn(container, ['Test', 'help@example.com', DEFAULT_PUBLIC_SETTINGS.platformName])).toEqual([]);
  });
});

it('shows the 404 in Kannada words, not only without English', async () => {
  await showPagesIn('kn');
  renderWithProviders(<NotFoundRoute />);
  expect(await screen.findByRole('heading', { name: 'ಪುಟ ಸಿಗಲಿಲ್ಲ' })).toBeTruthy();
});
