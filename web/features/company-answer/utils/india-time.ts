// Companies and students are in India: the interview time a company picks is India's, whatever the
// browser's own time zone (India keeps one offset all year).
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60_000;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A date-and-time box's value ('2026-12-01T10:30') as an ISO date-time with India's offset
 * ('2026-12-01T10:30:00+05:30'); null for an empty or unfinished value.
 */
export function indiaDateTimeToIso(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return `${withSeconds}${INDIA_OFFSET}`;
}

/** The moment (now by default) as a date-and-time box writes it in India ('2026-12-01T10:30'). */
export function indiaDateTimeValue(moment = new Date()): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
