// Working days for the complaint promise (docs/decisions/0035): Monday to Saturday, India's calendar,
// less the holidays the administrators keep. The day a report arrives does not count; the deadline is
// the end of the 7th working day after it (midnight, India time).

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's calendar date at `instant`, YYYY-MM-DD. */
export function indiaDateOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday to Saturday, and not on the holiday list. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(date);
}

/** The India date of the last day allowed: the `days`th working day after the day of `reportedAt`. */
export function deadlineDate(reportedAt: Date | string, holidays: ReadonlySet<string>, days: number): string {
  let date = indiaDateOf(reportedAt);
  for (let counted = 0; counted < days; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date, holidays)) counted += 1;
  }
  return date;
}

/** The instant the deadline passes: the midnight (India time) that ends its last day. */
export function deadlineInstant(reportedAt: Date | string, holidays: ReadonlySet<string>, days: number): Date {
  const last = deadlineDate(reportedAt, holidays, days);
  return new Date(Date.parse(`${addDays(last, 1)}T00:00:00Z`) - IST_OFFSET_MS);
}

/**
 * The latest report time still overdue at `now`: a report made before this instant has passed its
 * deadline. The deadline only grows with the report's date, so one bound answers "how many are
 * overdue" as a count of open reports older than it.
 */
export function overdueBefore(now: Date, holidays: ReadonlySet<string>, days: number): Date {
  // Walk back from today: the first India date whose deadline has passed; reports of that day and before are overdue.
  let date = indiaDateOf(now);
  for (let step = 0; step < 400; step++) {
    const reportedThatDay = new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
    if (deadlineInstant(reportedThatDay, holidays, days).getTime() <= now.getTime()) {
      return new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - IST_OFFSET_MS);
    }
    date = addDays(date, -1);
  }
  return new Date(0);
}
