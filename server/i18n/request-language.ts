import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '#shared/languages.js';

/**
 * The language an answer is written in, from the request's Accept-Language: the web app sends the
 * student's chosen language; another client gets the best of its own list, English when none matches.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  // The web app asks for one language by name; only other clients' lists need negotiating.
  if (!acceptLanguage || acceptLanguage === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  if (isLanguage(acceptLanguage)) return acceptLanguage;
  const negotiator = new Negotiator({ headers: { 'accept-language': String(acceptLanguage) } });
  const chosen = negotiator.languages([...LANGUAGES])[0];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}
