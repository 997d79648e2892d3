// @vitest-environment jsdom

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '#shared/languages.js';
import { loadCatalogs } from '#web/lib/i18n.js';
import { buildJob } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { act, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import { stubHomeApi, TEST_SETTINGS } from '../test/home-test-kit.js';
import { TESTIMONIALS } from '../utils/testimonials.js';
import { FeaturedInternships } from './featured-internships.js';
import { HomePage } from './home-page.js';
import { IntroVideoDialog } from './intro-video-dialog.js';

// The people's names stay as they are written; the platform's name comes from the settings; the hero's
// drawn card names a made-up company.
const ALLOWED = [
  ...TESTIMONIALS.map((testimonial) => testimonial.name),
  TEST_SETTINGS.platformName,
  'Pixel Mandala Studio',
];

const HEADINGS: Record<
  Exclude<Language, 'en'>,
  { hero: string; journey: string; featured: string; welcome: string }
> = {
  kn: {
    hero: 'ನಿಮ್ಮ ಕನಸಿನ ಇಂಟರ್ನ್‌ಶಿಪ್ ಅನ್ನು ಉಚಿತವಾಗಿ ಹುಡುಕಿ',
    journey: 'ಮೂರು ಹಂತಗಳಲ್ಲಿ ನಿಮ್ಮ ಪಯಣ',
    featured: 'ಆಯ್ದ ಅವಕಾಶಗಳು',
    welcome: `${TEST_SETTINGS.platformName} ಗೆ ಸುಸ್ವಾಗತ`,
  },
  hi: {
    hero: 'अपने सपनों की इंटर्नशिप मुफ़्त में पाएँ',
    journey: 'तीन चरणों में आपका सफ़र',
    featured: 'चुनिंदा अवसर',
    welcome: `${TEST_SETTINGS.platformName} में आपका स्वागत है`,
  },
};

// As in the app: the shared catalogs are there before the page's own is fetched with the page (some
// words, 'Close' and the domains, are in both; the page's catalog is loaded last).
beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['home']);
  await showPagesIn('en');
});

afterEach(async () => {
  vi.useRealTimers();
  sessionStorage.clear();
  await backToEnglish();
});

describe.each(['kn', 'hi'] as const)('the home page in %s', (language) => {
  it('shows no English but names', async () => {
    await showPagesIn(language);
    stubHomeApi({ jobs: [] });
    const { container } = renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HEADINGS[language].hero);
    expect(screen.getByRole('region', { name: HEADINGS[language].journey })).toBeTruthy();
    // Every slide of the testimonials is in the page (the hidden ones too), so every quote is checked.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it('keeps the domain links on the English filter values', async () => {
    await showPagesIn(language);
    stubHomeApi({ jobs: [] });
    renderWithProviders(<HomePage />);
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('domain='));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['Technology', 'Design', 'Marketing', 'Finance', 'Healthcare', 'Engineering'].map(
        (domain) => `/internships?domain=${domain}`,
      ),
    );
  });

  it("translates the featured section's own words (the cards are the shared components')", async () => {
    await showPagesIn(language);
    stubHomeApi({ jobs: [buildJob()] });
    renderWithProviders(<FeaturedInternships />);

    const section = await screen.findByRole('region', { name: HEADINGS[language].featured });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    const withoutCards = section.cloneNode(true) as HTMLElement;
    for (const card of withoutCards.querySelectorAll('article')) card.remove();
    expect(englishLeftIn(withoutCards)).toEqual([]);
  });

  it('shows the intro pop-up and its tour in the language', async () => {
    await showPagesIn(language);
    // Fake timers that also run with the clock, so the settings (the platform's name) arrive too.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubHomeApi();
    const { baseElement } = renderWithProviders(<IntroVideoDialog />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    const dialog = await screen.findByRole('dialog', { name: HEADINGS[language].welcome });
    expect(englishLeftIn(dialog, ALLOWED)).toEqual([]);

    fireEvent.click(within(dialog).getAllByRole('button')[0]);
    await waitFor(() => expect(baseElement.querySelector('dialog')).toBeNull());
  });
});
