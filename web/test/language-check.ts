import { vi } from 'vitest';
import type { Language } from '#shared/languages.js';
import { CONTACT_DETAILS } from '#web/config/contact-details.js';
import { switchLanguage } from '#web/lib/i18n.js';
import { jsonResponse } from './fixtures.js';
import { cleanup } from './testing-library.js';

// The languages issue's check: a page rendered in Kannada or Hindi shows no English, except names,
// brands and the listings' own text, which a test names.

/**
 * Kept in Latin letters in every language: abbreviations and brands (docs/glossary.md), and the
 * organisation's postal address, written as the post reads it.
 */
export const WORDS_KEPT_IN_LATIN = [
  'PDF',
  'JPG',
  'PNG',
  'OTP',
  'AI',
  'MB',
  'KB',
  'Excel',
  'WhatsApp',
  'LinkedIn',
  'Instagram',
  'YouTube',
  'Facebook',
  'Twitter',
  'Google',
  'PU',
  ...CONTACT_DETAILS.addressLines,
  CONTACT_DETAILS.jurisdictionCity,
];

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];

/** Shows the pages in `language` (every catalog in use is loaded first). */
export async function showPagesIn(language: Language): Promise<void> {
  await switchLanguage(language);
}

/**
 * The texts under `root` (text, labels, placeholders, titles, alternative texts) that still hold an
 * English word: three or more Latin letters, once `allowed` (names, brands, the data shown) and the
 * words kept in Latin are taken out.
 */
export function englishLeftIn(root: Element, allowed: readonly string[] = []): string[] {
  const keep = [...allowed, ...WORDS_KEPT_IN_LATIN].filter(Boolean).sort((a, b) => b.length - a.length);
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [data-no-translate], option[lang]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return texts.filter((text) => {
    let rest = text;
    for (const word of keep) rest = rest.split(word).join(' ');
    // Addresses and links are not words.
    rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\b\S+\.(com|in|org)\b/g, ' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

/** After a languages test: the rendered pages, the stubs and this browser's storage go, and English
 * comes back. */
export async function backToEnglish(): Promise<void> {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await showPagesIn('en');
}

/** Every request the page makes is answered with `body` (a page that only reads the site's settings). */
export function answerEveryRequestWith(body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body)),
  );
}
