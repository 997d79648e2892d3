// India has one time zone, UTC+05:30, and no daylight saving.
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of the last midnight in India (Asia/Kolkata), as a Date. */
export function startOfIndiaDay(now: Date = new Date()): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}
