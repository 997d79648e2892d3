import { i18n, type Messages } from '@lingui/core';
import { messages as englishAssistant } from '#locales/en/web/assistant.po';
import { messages as englishComponents } from '#locales/en/web/components.po';
import { messages as englishShell } from '#locales/en/web/shell.po';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.js';
import { LANGUAGE_COOKIE } from '#shared/server-render.js';

/**
 * The web's catalogs (docs/decisions/0031): the shell's, the shared components' and the assistant's,
 * always loaded, and one per student feature, loaded with the feature's code. English's first three
 * are in the entry, so an English page never waits.
 */
/** The web's catalogs (lingui.config.ts): the shell's three, loaded first, and one per student feature. */
export const CATALOG_GROUPS = [
  'shell',
  'components',
  'assistant',
  'about',
  'ai',
  'alerts',
  'auth',
  'company-answer',
  'dashboard',
  'global-jobs',
  'home',
  'internships',
  'legal',
  'recommendations',
  'report-listing',
] as const;
export type CatalogGroup = (typeof CATALOG_GROUPS)[number];

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/web/*.po',
  '!../../locales/en/web/shell.po',
  '!../../locales/en/web/components.po',
  '!../../locales/en/web/assistant.po',
]);
const ALWAYS: CatalogGroup[] = ['shell', 'components', 'assistant'];

const STORAGE_KEY = 'language';
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const loaded = new Set<string>(ALWAYS.map((group) => `en/${group}`));
const groupsInUse = new Set<CatalogGroup>(ALWAYS);
/** The language being switched to, or the active one. */
let wanted: Language = DEFAULT_LANGUAGE;

// English until startingLanguage() is applied (web/start-app.tsx), and in tests.
i18n.loadAndActivate({ locale: 'en', messages: { ...englishShell, ...englishComponents, ...englishAssistant } });

async function load(language: Language, group: CatalogGroup): Promise<void> {
  const key = `${language}/${group}`;
  if (loaded.has(key)) return;
  const catalog = catalogs[`../../locales/${language}/web/${group}.po`];
  if (!catalog) throw new Error(`No catalog ${key}`);
  const { messages } = await catalog();
  i18n.load(language, messages);
  loaded.add(key);
}

/** Loads the catalogs a page shows in `language`, with the shell's (the server's render: docs/decisions/0048). */
export async function loadLanguage(language: Language, groups: readonly CatalogGroup[]): Promise<void> {
  await Promise.all([...ALWAYS, ...groups].map((group) => load(language, group)));
}

/**
 * Loads `groups` before their page shows, in the active language and in one being switched to; a later
 * switch loads them too.
 */
export async function loadCatalogs(groups: readonly CatalogGroup[]): Promise<void> {
  for (const group of groups) groupsInUse.add(group);
  const languages = new Set([wanted, currentLanguage()]);
  await Promise.all([...languages].flatMap((language) => groups.map((group) => load(language, group))));
}

/** The language the pages speak now (and ask the API to answer in). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * The language a visit starts in: the one chosen before in this browser, else the first of the
 * browser's own languages (what it sends as Accept-Language) that the product speaks, else English.
 */
export function startingLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Shows the pages in `language` once every catalog in use is loaded in it: `<html lang>` follows (and
 * with it the script's font, styles.css), and the choice is kept in this browser. A later call wins over one still
 * loading.
 */
export async function switchLanguage(
  language: Language,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  wanted = language;
  await Promise.all([...groupsInUse].map((group) => load(language, group)));
  if (wanted !== language) return;
  i18n.activate(language);
  // Writing the same value still makes the browser re-style every element (each one's :lang() may have
  // changed): on a server-rendered page of twenty cards, 70–80 ms of a phone's main thread.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // A page the server rendered starts in the language it was rendered in, which the browser need not keep: the
  // first touch of local storage can take tens of milliseconds on a phone (docs/decisions/0048).
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this visit.
  }
  // The server renders the next page in it too (docs/decisions/0048).
  // biome-ignore lint/suspicious/noDocumentCookie: many phones' browsers have no Cookie Store API
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
}

/** The language chosen before in this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export { i18n };
