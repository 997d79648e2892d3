import { RESPONSIVENESS_MIN_APPLICATIONS } from '#shared/hearing-back.js';

// How the analytics page writes the hearing-back figures (docs/decisions/0033). Admin pages are English.

/** Shown where there is no figure (no answer yet, no mail domain). */
export const NO_FIGURE = '—';

/** Days to one decimal as the server counts them ('2.5'), or '—' when nothing was answered. */
export function formatDays(days: number | null): string {
  return days === null ? NO_FIGURE : days.toLocaleString('en-IN', { maximumFractionDigits: 1 });
}

/** The share answered, a whole percentage (0 when there were no applications). */
export function answeredPercent(answered: number, applications: number): number {
  return applications > 0 ? Math.round((answered / applications) * 100) : 0;
}

/** 'Answered' with its share: '8 (80%)'. */
export function formatAnswered(answered: number, applications: number): string {
  return `${answered.toLocaleString('en-IN')} (${answeredPercent(answered, applications)}%)`;
}

/** Whether students see this company's figures (only from 5 applications in 180 days). */
export function isShownToStudents(applications: number): boolean {
  return applications >= RESPONSIVENESS_MIN_APPLICATIONS;
}
