import { APPLICATION_STATUSES } from '#shared/constants.js';

export type Bar = { label: string; value: number; color: string };

// docs/spec/admin-side.md §2: Pending yellow, Reviewed blue, Accepted green, Rejected red (Tailwind's 500 shades).
export const STATUS_COLORS: Record<string, string> = {
  Pending: '#eab308',
  Reviewed: '#3b82f6',
  Accepted: '#22c55e',
  Rejected: '#ef4444',
};
const OTHER_COLOR = '#94a3b8';

/** The four statuses always, in their order (0 when none), then anything else the server counted. */
export function statusBars(counts: { _id: string; count: number }[]): Bar[] {
  const byStatus = new Map(counts.map(({ _id, count }) => [_id, count]));
  const known: Bar[] = APPLICATION_STATUSES.map((status) => ({
    label: status,
    value: byStatus.get(status) ?? 0,
    color: STATUS_COLORS[status],
  }));
  const others = counts
    .filter(({ _id }) => !(APPLICATION_STATUSES as readonly string[]).includes(_id))
    .map(({ _id, count }) => ({ label: _id || 'Unknown', value: count, color: OTHER_COLOR }));
  return [...known, ...others];
}

const DOMAIN_COLORS = ['#4f46e5', '#0ea5e9', '#14b8a6', '#f59e0b', '#ec4899', '#8b5cf6', '#64748b'];

/** Domains, most internships first. */
export function domainBars(counts: { _id: string; count: number }[]): Bar[] {
  return [...counts]
    .sort((a, b) => b.count - a.count || a._id.localeCompare(b._id))
    .map(({ _id, count }, index) => ({
      label: _id || 'Unspecified',
      value: count,
      color: DOMAIN_COLORS[index % DOMAIN_COLORS.length],
    }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** {month: 1..12, year} -> 'Jun 2025'. */
export function monthLabel({ month, year }: { month: number; year: number }): string {
  return `${MONTHS[month - 1] ?? '?'} ${year}`;
}

/** A round axis maximum at or above `max` (1, 2, 5 × 10ⁿ), never 0. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}
