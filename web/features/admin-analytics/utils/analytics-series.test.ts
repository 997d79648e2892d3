import { describe, expect, it } from 'vitest';
import { domainBars, monthLabel, niceMax, STATUS_COLORS, statusBars } from './analytics-series.js';

describe('analytics series', () => {
  it('always shows the four statuses in order with the spec colours', () => {
    const bars = statusBars([
      { _id: 'Accepted', count: 2 },
      { _id: 'Pending', count: 5 },
    ]);
    expect(bars.map(({ label, value }) => [label, value])).toEqual([
      ['Pending', 5],
      ['Reviewed', 0],
      ['Accepted', 2],
      ['Rejected', 0],
    ]);
    // docs/spec/admin-side.md §2: Pending yellow, Reviewed blue, Accepted green, Rejected red.
    expect(STATUS_COLORS).toEqual({
      Pending: '#eab308',
      Reviewed: '#3b82f6',
      Accepted: '#22c55e',
      Rejected: '#ef4444',
    });
  });

  it('orders domains by count', () => {
    const bars = domainBars([
      { _id: 'Design', count: 2 },
      { _id: 'Technology', count: 9 },
    ]);
    expect(bars.map((bar) => bar.label)).toEqual(['Technology', 'Design']);
  });

  it('names months and rounds the axis', () => {
    expect(monthLabel({ month: 1, year: 2026 })).toBe('Jan 2026');
    expect(monthLabel({ month: 12, year: 2025 })).toBe('Dec 2025');
    expect([niceMax(0), niceMax(3), niceMax(7), niceMax(12), niceMax(480)]).toEqual([1, 5, 10, 20, 500]);
  });
});
