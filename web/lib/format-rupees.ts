import { type Language, NUMBER_LOCALES } from '#shared/languages.js';
import { currentLanguage } from './i18n.js';

// Indian digit grouping in every language (NUMBER_LOCALES): students read amounts as lakhs (1,50,000),
// not 150,000.
const formats = new Map<Language, Intl.NumberFormat>();

/** Rupees with Indian digit grouping: 150000 → '₹1,50,000' (docs/spec/student-side.md §9, docs/spec/admin-side.md §2: salaries are in rupees). */
export function formatRupees(amount: number): string {
  const language = currentLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return `₹${format.format(amount)}`;
}
