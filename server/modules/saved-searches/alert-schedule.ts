import { fromIndiaWallClock, indiaWallClock } from '#server/lib/india-time.js';
import { DAY_MS } from '#server/lib/time.js';
import { ALERT_HOUR_IST, type AlertFrequency } from '#shared/saved-searches.js';

// When alerts are mailed (docs/decisions/0046): at ALERT_HOUR_IST in India, every day for a daily alert;
// a weekly one 6 to 7 days after the last (or after the search was saved).

/** The first alert hour in India strictly after `after`. */
export function nextAlertHour(after: Date): Date {
  const wall = indiaWallClock(after).getTime();
  const todayAt = wall - (wall % DAY_MS) + ALERT_HOUR_IST * 3_600_000;
  return fromIndiaWallClock(todayAt > wall ? todayAt : todayAt + DAY_MS);
}

/** When the next alert of a search is due, counted from `from` (saving it, or the last alert); null when off. */
export function nextAlertAt(frequency: AlertFrequency, from: Date): Date | null {
  if (frequency === 'off') return null;
  return nextAlertHour(frequency === 'weekly' ? new Date(from.getTime() + 6 * DAY_MS) : from);
}
