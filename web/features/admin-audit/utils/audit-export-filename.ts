import { toIndiaIsoDate } from '#web/lib/india-dates.js';

/** Like the users export: activity_log, then the date-range parts, then today's date, ending .xlsx. */
export function auditExportFilename(from?: string, to?: string, today = new Date()): string {
  const start = from ? `_from_${from}` : '';
  const end = to ? `_to_${to}` : '';
  return `activity_log${start}${end}_${toIndiaIsoDate(today)}.xlsx`;
}
