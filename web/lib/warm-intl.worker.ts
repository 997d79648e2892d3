import { INDIA_TIME_ZONE, INDIAN_LOCALES, isLanguage, NUMBER_LOCALES } from '#shared/languages.js';

// The browser's first number, plural or date format of a page loads its locale data, which it keeps for every
// thread of the page's process: 100–270 ms of a phone's main thread in one piece when the page does it
// (docs/decisions/0051). This worker does it on another core while the app's code loads.
self.onmessage = (event: MessageEvent<unknown>) => {
  const language = isLanguage(event.data) ? event.data : 'en';
  new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 }).format(150000);
  new Intl.PluralRules(language).select(1);
  new Intl.DateTimeFormat(INDIAN_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(0);
  self.close();
};
