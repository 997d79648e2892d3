import { INDIA_TIME_ZONE, INDIAN_LOCALES, type Language } from '#shared/languages.js';
import { indiaDateOf } from '#shared/working-days.js';
import { currentLanguage } from './i18n.js';

// Every date the web shows is India's (day month year, in the pages' language: en-IN, kn-IN, hi-IN), as
// the server counts days (the daily application limit, exports, analytics): a date in a list, in a
// filter and in a file name means the same day wherever the browser is. A missing or unreadable date
// shows as ''.
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const WEEKDAY_DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE_TIME, weekday: 'long' };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(options: Intl.DateTimeFormatOptions, kind: string, date: Date, language: Language): string {
  const key = `${kind}/${language}`;
  let format = formats.get(key);
  if (!format) {
    // Kannada's short month names run into the day ('ನವೆಂ 24,2026'); its long ones read as written.
    const month = language === 'kn' ? 'long' : options.month;
    format = new Intl.DateTimeFormat(INDIAN_LOCALES[language], { ...options, month });
    formats.set(key, format);
  }
  return format.format(date);
}

const readable = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '5 Mar 2025'. */
export function formatDate(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? formatIn(DATE, 'date', date, currentLanguage()) : '';
}

/** '5 Mar 2025, 01:30 am'. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? formatIn(DATE_TIME, 'date-time', date, currentLanguage()) : '';
}

/** 'Wednesday, 12 Mar 2025, 10:30 am': an appointment (an interview), its weekday spelled out. */
export function formatWeekdayDateTime(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? formatIn(WEEKDAY_DATE_TIME, 'weekday-date-time', date, currentLanguage()) : '';
}

/**
 * A moment (now by default) as India's calendar day, YYYY-MM-DD (date filters, file names, 'Posted N days
 * ago'). Counted from India's fixed offset (shared/working-days.ts), not with Intl: a page's first Intl date
 * format costs a phone 100–270 ms of its main thread in one piece (the browser loads its date data), and a
 * list of cards needs only the day (docs/decisions/0051).
 */
export function toIndiaIsoDate(moment = new Date()): string {
  return indiaDateOf(moment);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days in India between `iso` and `now` (0 = the same day there, 1 = the day before),
 * whatever the phone's time zone: 'Posted today / yesterday / N days ago'. A date ahead of now (a
 * clock running late) counts as today; a missing or unreadable date gives null.
 */
export function indiaDaysSince(iso: string | null | undefined, now = new Date()): number | null {
  const date = readable(iso);
  if (!date) return null;
  const days = (Date.parse(toIndiaIsoDate(now)) - Date.parse(toIndiaIsoDate(date))) / DAY_MS;
  return Math.max(0, Math.round(days));
}

/**
 * Whole calendar days in India from `now` to `iso` (0 = later the same day there, 1 = tomorrow there),
 * whatever the phone's time zone: 'Closes today / tomorrow / in N days'. A date already passed counts
 * negative; a missing or unreadable date gives null.
 */
export function indiaDaysUntil(iso: string | null | undefined, now = new Date()): number | null {
  const date = readable(iso);
  if (!date) return null;
  return Math.round((Date.parse(toIndiaIsoDate(date)) - Date.parse(toIndiaIsoDate(now))) / DAY_MS);
}
