import { readdirSync, readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import type { Language } from '#shared/languages.js';

// What the pages say in a language, read from the web's catalogs (locales/{language}/web/*.po): a
// browser test finds a button by its Kannada name without writing the Kannada twice.

type Entry = { message?: string; context?: string; translation?: string };

const cache = new Map<Language, Map<string, string>>();
/** A message and its context (Lingui's msgctxt) name one entry: "Next" in the pager is not the wizard's. */
const keyOf = (message: string, context?: string) => (context ? `${context}\u0004${message}` : message);

function wordsOf(language: Language): Map<string, string> {
  let words = cache.get(language);
  if (words) return words;
  words = new Map();
  const folder = new URL(`../locales/${language}/web/`, import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    const content = readFileSync(new URL(file, folder), 'utf8');
    const catalog = formatter().parse(content, { locale: language, sourceLocale: 'en', filename: file }) as Record<
      string,
      Entry
    >;
    for (const entry of Object.values(catalog)) {
      if (entry.message && entry.translation) words.set(keyOf(entry.message, entry.context), entry.translation);
    }
  }
  cache.set(language, words);
  return words;
}

/** The translation of the English `source` (as written in the code, with its context if it has one) in
 * `language`; throws if none. */
export function inLanguage(language: Language, source: string, context?: string): string {
  if (language === 'en') return source;
  const translation = wordsOf(language).get(keyOf(source, context));
  if (!translation) throw new Error(`No ${language} translation for "${source}"`);
  return translation;
}
