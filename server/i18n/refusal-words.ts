import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INDIAN_LOCALES, type Language } from '#shared/languages.js';
import { compiled, instanceFor, readPoEntries, TRANSLATED, type Translated, type Values } from './po-catalog.js';

// What the server says to a student, in the student's language (docs/decisions/0031). The catalogs
// are locales/{kn,hi}/server.po: each entry's context is the error code (shared/error-codes.ts), its
// msgid the English exactly as the server writes it (ICU where it names values), its msgstr the
// translation. A refusal without an entry is said in English.

export type { Values };

const keyOf = (code: string, source: string) => `${code}\u0004${source}`;

export interface RefusalEntry {
  code: string;
  source: string;
  translation: string;
}

/** The entries of one language's server catalog, as written. */
export function readRefusalCatalog(language: Translated): RefusalEntry[] {
  return readPoEntries(language, 'server.po').map(({ context, source, translation }) => ({
    code: context,
    source,
    translation,
  }));
}

let translations: Map<Translated, I18n> | null = null;

/**
 * Each translated language's catalog, read and compiled once. The app calls it while it starts, so a
 * catalog missing from a build stops the start instead of an answer.
 */
export function loadRefusalCatalogs(): Map<Translated, I18n> {
  if (!translations) {
    translations = new Map(
      TRANSLATED.map((language) => {
        const entries = readRefusalCatalog(language).filter((entry) => entry.translation !== '');
        return [
          language,
          instanceFor(language, compiled(entries.map((e) => [keyOf(e.code, e.source), e.translation]))),
        ];
      }),
    );
  }
  return translations;
}

const english = instanceFor('en', {});

/** `source` (English, ICU) with `values`, as the server writes it in English (each source compiled once). */
export function inEnglish(source: string, values: Values = {}): string {
  if (!english.messages[source]) english.load(INDIAN_LOCALES.en, { [source]: compileMessage(source) });
  return english._(source, values);
}

/** The refusal `code`, written `source` in English, said in `language`; null when there is no translation. */
export function refusalIn(language: Language, code: string, source: string, values: Values = {}): string | null {
  if (language === 'en') return null;
  const i18n = loadRefusalCatalogs().get(language);
  const key = keyOf(code, source);
  if (!i18n?.messages[key]) return null;
  return i18n._(key, values);
}
