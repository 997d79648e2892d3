// Every date the web shows is India's (en-IN, day month year), as the server counts days (the daily
// application limit, exports, analytics): a date in a list, in a filter and in a file name means the
// same day wherever the browser is. A missing or unreadable date shows as ''.
const INDIA = 'Asia/Kolkata';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: INDIA,
});
const ISO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const readable = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '5 Mar 2025'. */
export function formatDate(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? DATE.format(date) : '';
}

/** '5 Mar 2025, 01:30 am'. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? DATE_TIME.format(date) : '';
}

/** A moment (now by default) as India's calendar day, YYYY-MM-DD (date filters, file names). */
export function toIndiaIsoDate(moment = new Date()): string {
  return ISO_DATE.format(moment);
}
