import { toIndiaIsoDate } from '#web/lib/india-dates.js';

/** docs/spec/admin-side.md §2, §9: Page x of N, N = ceil(total / limit) and at least 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** docs/spec/admin-side.md §9: the first 2 skills, then '+N more'. */
export function skillPreview(skills: string[], shown = 2): { visible: string[]; more: number } {
  return { visible: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}

export type DateRange = { startDate: string; endDate: string };

/**
 * docs/spec/admin-side.md §5: registration date between start and end, both inclusive, on the loaded page only.
 * Days are India calendar days, as in the server's export; an empty bound is open.
 */
export function filterByRegistrationDate<T extends { createdAt: string }>(
  users: T[],
  { startDate, endDate }: DateRange,
): T[] {
  if (!startDate && !endDate) return users;
  return users.filter((user) => {
    const created = new Date(user.createdAt);
    if (Number.isNaN(created.getTime())) return false;
    const day = toIndiaIsoDate(created);
    return (!startDate || day >= startDate) && (!endDate || day <= endDate);
  });
}
