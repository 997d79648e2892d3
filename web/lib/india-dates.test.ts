import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWeekdayDateTime, toIndiaIsoDate } from './india-dates.js';

describe('dates in India time', () => {
  it('shows the day and time in India, past midnight there while it is evening in UTC', () => {
    expect(formatDate('2025-03-04T20:00:00.000Z')).toBe('5 Mar 2025');
    expect(formatDateTime('2025-03-04T20:00:00.000Z')).toMatch(/^5 Mar 2025, 0?1:30\s?am$/i);
    expect(formatWeekdayDateTime('2025-03-12T05:00:00.000Z')).toMatch(/^Wednesday, 12 Mar 2025, 10:30\s?am$/i);
    expect(toIndiaIsoDate(new Date('2025-01-06T18:30:00.000Z'))).toBe('2025-01-07');
    expect(toIndiaIsoDate(new Date('2025-01-06T18:29:00.000Z'))).toBe('2025-01-06');
  });

  it('gives an empty text for missing or broken dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatWeekdayDateTime('not a date')).toBe('');
  });
});
