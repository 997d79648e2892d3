// @vitest-environment jsdom
import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n, loadCatalogs, startingLanguage, switchLanguage } from './i18n.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
  localStorage.clear();
});

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the language a visit starts in', () => {
  it("follows the first of the browser's languages the product speaks", () => {
    browserLanguages(['ta-IN', 'kn-IN', 'en-GB']);
    expect(startingLanguage()).toBe('kn');
    browserLanguages(['hi']);
    expect(startingLanguage()).toBe('hi');
  });

  it('is English when the browser asks for none of the three', () => {
    browserLanguages(['ta-IN', 'fr']);
    expect(startingLanguage()).toBe('en');
  });

  it('is the choice made before in this browser, whatever the browser asks', async () => {
    await switchLanguage('hi');
    browserLanguages(['kn-IN']);
    expect(startingLanguage()).toBe('hi');
  });
});

describe('switching', () => {
  it('shows the shell in the language, sets <html lang> and keeps the choice', async () => {
    await switchLanguage('kn');
    expect(currentLanguage()).toBe('kn');
    expect(document.documentElement.lang).toBe('kn');
    expect(localStorage.getItem('language')).toBe('kn');
    expect(t`Find Internships`).toBe('ಇಂಟರ್ನ್‌ಶಿಪ್ ಹುಡುಕಿ');
  });

  it('loads a page group in the new language too, once it has been used', async () => {
    await loadCatalogs(['home']);
    const english = Object.keys(i18n.messages).length;
    await switchLanguage('hi');
    expect(Object.keys(i18n.messages).length).toBeGreaterThanOrEqual(english);
    expect(t`Home`).toBe('होम');
  });

  it('lets the later of two quick choices win', async () => {
    const first = switchLanguage('kn');
    const second = switchLanguage('hi');
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe('hi');
  });
});
