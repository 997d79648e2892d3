// @vitest-environment jsdom

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '#web/lib/i18n.js';
import { stubApi, TEST_PUBLIC_SETTINGS } from '#web/test/api-stub.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { screen, waitFor } from '#web/test/testing-library.js';
import { AboutPage } from './about-page.js';

const PLATFORM = TEST_PUBLIC_SETTINGS.platformName;

const WORDS = {
  kn: { title: `${PLATFORM} ಬಗ್ಗೆ`, values: 'ನಮ್ಮ ಮೂಲ ಮೌಲ್ಯಗಳು', tab: `ನಮ್ಮ ಬಗ್ಗೆ | ${PLATFORM}` },
  hi: { title: `${PLATFORM} के बारे में`, values: 'हमारे मूल मूल्य', tab: `हमारे बारे में | ${PLATFORM}` },
} as const;

// As in the app: the shared catalogs first, then the page's own with the page.
beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['about']);
  await showPagesIn('en');
});

afterEach(backToEnglish);

describe.each(['kn', 'hi'] as const)('the About page in %s', (language) => {
  it('shows no English but the platform name', async () => {
    await showPagesIn(language);
    stubApi();
    const { container } = renderWithProviders(<AboutPage />);

    // The platform's name arrives with the settings.
    expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: WORDS[language].values })).toBeTruthy();
    expect(englishLeftIn(container, [PLATFORM])).toEqual([]);
    await waitFor(() => expect(document.title).toBe(WORDS[language].tab));
  });
});
