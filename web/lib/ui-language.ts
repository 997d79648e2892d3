import type { Language } from '#shared/languages.js';

/**
 * The language the pages are written in, which every API call asks the server to answer in
 * (Accept-Language), so that a toast speaks the page's language and not the phone's. English until the
 * pages are translated (docs/decisions/0031); then the student's choice.
 */
export const UI_LANGUAGE: Language = 'en';
