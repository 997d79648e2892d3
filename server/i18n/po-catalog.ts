import { readFileSync } from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { INDIAN_LOCALES, type Language } from '#shared/languages.js';

// The server's PO catalogs (docs/decisions/0031): locales/{kn,hi}/server.po (refusals) and
// locales/{kn,hi}/mail.po (the student's mails). Each entry's context is a stable key (an error code, a
// mail's sentence), its msgid the English exactly as the server writes it (ICU where it names values),
// its msgstr the translation.

export type Values = Record<string, string | number>;

export type Translated = Exclude<Language, 'en'>;
export const TRANSLATED: Translated[] = ['kn', 'hi'];

/** Where the catalogs are: the repository's locales/, or the build's dist/locales beside dist/server. */
const CATALOGS = new URL('../../locales/', import.meta.url);

export interface PoEntry {
  context: string;
  source: string;
  translation: string;
}

/** The entries of one language's catalog `file` (server.po, mail.po), as written. */
export function readPoEntries(language: Translated, file: string): PoEntry[] {
  const content = readFileSync(new URL(`${language}/${file}`, CATALOGS), 'utf8');
  // The PO formatter parses synchronously (its type allows a promise for other formats).
  const catalog = formatter().parse(content, { locale: language, sourceLocale: 'en', filename: file }) as Record<
    string,
    { message?: string; context?: string; translation?: string }
  >;
  return Object.values(catalog).map((entry) => ({
    context: entry.context ?? '',
    source: entry.message ?? '',
    translation: entry.translation ?? '',
  }));
}

/** Messages (ICU) by id, compiled once. */
export function compiled(entries: [string, string][]): Record<string, CompiledMessage> {
  return Object.fromEntries(entries.map(([key, message]) => [key, compileMessage(message)]));
}

/** A Lingui instance of `language` holding `messages`, which formats plurals and numbers in its Indian locale. */
export function instanceFor(language: Language, messages: Record<string, CompiledMessage>): I18n {
  return setupI18n({ locale: INDIAN_LOCALES[language], messages: { [INDIAN_LOCALES[language]]: messages } });
}
