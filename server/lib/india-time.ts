// India has one time zone, UTC+05:30, and no daylight saving. Every date the product shows or counts
// by (the daily application limit, the analytics' months, the export's dates) is India's.
const IST_OFFSET_MS = 330 * 60 * 1000;

import { DAY_MS } from './time.js';

/** A Date whose UTC fields (getUTCFullYear, getUTCMonth, …) read India's wall clock at `instant`. */
export function indiaWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS);
}

/** The instant India's wall clock reads `wallClockMs` (as Date.UTC gives it). */
export function fromIndiaWallClock(wallClockMs: number): Date {
  return new Date(wallClockMs - IST_OFFSET_MS);
}

/** India's calendar date at `now`, as YYYY-MM-DD. */
export function indiaDate(now: Date = new Date()): string {
  return indiaWallClock(now).toISOString().slice(0, 10);
}

/** The instant of the last midnight in India (Asia/Kolkata), as a Date. */
export function startOfIndiaDay(now: Date = new Date()): Date {
  const local = indiaWallClock(now).getTime();
  return fromIndiaWallClock(local - (local % DAY_MS));
}

/** The instant India's calendar date `date` (YYYY-MM-DD) begins, `plusDays` later. */
export function startOfIndiaDate(date: string, plusDays = 0): Date {
  return fromIndiaWallClock(Date.parse(`${date}T00:00:00Z`) + plusDays * DAY_MS);
}
