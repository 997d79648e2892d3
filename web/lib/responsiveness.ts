import type { TResponsiveness } from '#shared/schemas/hearing-back.js';

/**
 * How a company replies to applications, as the internship card and detail say it (docs/decisions/0033):
 * the figures the server counts, turned into the few numbers a sentence needs. The sentences themselves
 * are the components' (each in its own catalog); this holds no words.
 */
export type ResponsivenessSummary = {
  /** Applications answered out of every 10, rounded to the nearest (0..10). */
  inTen: number;
  /** The median days to a first answer, rounded up to whole days, at least 1; null when none was answered. */
  days: number | null;
  /** Half or more answered, with a median: the card says how fast rather than how many. */
  mostlyAnswers: boolean;
  /** 1 or fewer in 10: the detail says so plainly. */
  rarelyAnswers: boolean;
  /** The applications counted, over the last `months` months. */
  applications: number;
  months: number;
};

/**
 * The window the figures cover, in months: shared/hearing-back.ts RESPONSIVENESS_WINDOW_DAYS (180) / 30.
 * Written out so the public pages do not load that module for one number; a test keeps them equal.
 */
export const RESPONSIVENESS_MONTHS = 6;

/** The numbers for the sentences, or null when there is nothing to say (no figures, or no applications). */
export function summarizeResponsiveness(figures: TResponsiveness | null | undefined): ResponsivenessSummary | null {
  if (!figures || !(figures.applications > 0)) return null;
  const applications = figures.applications;
  const answered = Math.min(Math.max(figures.answered, 0), applications);
  // Whole numbers first, so 3 of 20 is exactly 1.5 and rounds to 2.
  const inTen = Math.round((answered * 10) / applications);
  const days =
    answered > 0 && figures.medianDays !== null && Number.isFinite(figures.medianDays)
      ? Math.max(1, Math.ceil(figures.medianDays))
      : null;
  return {
    inTen,
    days,
    mostlyAnswers: days !== null && answered * 2 >= applications,
    rarelyAnswers: inTen <= 1,
    applications,
    months: RESPONSIVENESS_MONTHS,
  };
}
