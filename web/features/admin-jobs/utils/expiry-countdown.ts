import { indiaDaysUntil } from '#web/lib/india-dates.js';

/** Calendar days (India's, as every date the admin sees) from `now` to `expiry`: 0 today, 1 tomorrow. */
export function daysUntil(expiry: string, now = new Date()): number {
  return indiaDaysUntil(expiry, now) ?? 0;
}

/** 'today', 'tomorrow', 'in 3 days': when an internship closes, as the "Expiring soon" list says it. */
export function expiryCountdown(expiry: string, now = new Date()): string {
  const days = daysUntil(expiry, now);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}
