import { toIndiaIsoDate } from '#web/lib/india-dates.js';

/** docs/spec/admin-side.md §7: users_data, then the date-range parts, then today's date, ending .xlsx. */
export function usersExportFilename(startDate?: string, endDate?: string, today = new Date()): string {
  const from = startDate ? `_from_${startDate}` : '';
  const to = endDate ? `_to_${endDate}` : '';
  return `users_data${from}${to}_${toIndiaIsoDate(today)}.xlsx`;
}
