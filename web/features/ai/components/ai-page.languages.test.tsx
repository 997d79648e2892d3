// @vitest-environment jsdom

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { loadCatalogs } from '#web/lib/i18n.js';
import { stubApi } from '#web/test/api-stub.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { screen } from '#web/test/testing-library.js';
import { AiPage } from './ai-page.js';

const links = EXTERNAL_LINKS as { aiPage: string };
const configuredPage = links.aiPage;

const WORDS = {
  kn: { title: 'AI ಸಹಾಯಕ', back: 'ಸೈಟ್‌ಗೆ ಹಿಂತಿರುಗಿ', unavailable: 'AI ಸಹಾಯಕ ಇನ್ನೂ ಲಭ್ಯವಿಲ್ಲ' },
  hi: { title: 'AI सहायक', back: 'साइट पर वापस जाएँ', unavailable: 'AI सहायक अभी उपलब्ध नहीं है' },
} as const;

// As in the app: the shared catalogs first, then the page's own with the page.
beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['ai']);
  await showPagesIn('en');
});

afterEach(async () => {
  links.aiPage = configuredPage;
  await backToEnglish();
});

describe.each(['kn', 'hi'] as const)('the AI page in %s', (language) => {
  it('frames the assistant under a translated header', async () => {
    await showPagesIn(language);
    stubApi();
    const { container } = renderWithProviders(<AiPage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(WORDS[language].title);
    expect(screen.getByRole('link', { name: WORDS[language].back })).toBeTruthy();
    expect(container.querySelector('iframe')?.getAttribute('title')).toBe(WORDS[language].title);
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('says so, in the language, when no assistant is configured', async () => {
    links.aiPage = '';
    await showPagesIn(language);
    stubApi();
    const { container } = renderWithProviders(<AiPage />);

    expect(screen.getByRole('heading', { level: 2, name: WORDS[language].unavailable })).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
