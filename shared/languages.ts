// The product's languages (docs/decisions/0031): English, Kannada and Hindi, each with the Indian locale
// its numbers and dates are written in.

export const LANGUAGES = ['en', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** The Intl locale of each language: ₹ with Indian grouping, dates as India writes them. */
export const INDIAN_LOCALES: Record<Language, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** The time zone every date is shown in, whatever the browser's (India's, +05:30 all year). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * The locale each language's numbers are written in: ₹ with Indian grouping (₹1,00,000). The Unicode
 * data for Kannada groups in thousands (kn-IN writes 100,000), while readers in Karnataka count in
 * lakhs, so Kannada pages take en-IN's grouping, with the same digits.
 */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IN', kn: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
