// Display formats shared by the admin screens (India: en-IN, day-month-year; rupees: lib/format-rupees.ts).
// Dates are shown in India time, as the server counts them (exports, daily limits, analytics), so a
// date in a list, in the date filter and in an export means the same day wherever the browser is.
const INDIA = 'Asia/Kolkata';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return date.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: INDIA,
  });
}

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A moment (now by default) as the YYYY-MM-DD calendar day in India. The server counts days in India
 * time too (exports, daily limits, analytics), so a day means the same on both sides.
 */
export function toIndiaIsoDate(moment = new Date()): string {
  return indiaDate.format(moment);
}
