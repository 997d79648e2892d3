import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatWeekdayDateTime,
  indiaDaysSince,
  indiaDaysUntil,
  toIndiaIsoDate,
} from './india-dates.js';

describe('dates in India time', () => {
  it('shows the day and time in India, past midnight there while it is evening in UTC', () => {
    expect(formatDate('2025-03-04T20:00:00.000Z')).toBe('5 Mar 2025');
    expect(formatDateTime('2025-03-04T20:00:00.000Z')).toMatch(/^5 Mar 2025, 0?1:30\s?am$/i);
    expect(formatWeekdayDateTime('2025-03-12T05:00:00.000Z')).toMatch(/^Wednesday, 12 Mar 2025, 10:30\s?am$/i);
    expect(toIndiaIsoDate(new Date('2025-01-06T18:30:00.000Z'))).toBe('2025-01-07');
    expect(toIndiaIsoDate(new Date('2025-01-06T18:29:00.000Z'))).toBe('2025-01-06');
  });

  it("counts India's day from its fixed offset exactly as the browser's time zone data does, at every half hour over the years", () => {
    const india = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.parse('1950-01-01T00:00:00.000Z');
    const end = Date.parse('2060-01-01T00:00:00.000Z');
    let checked = 0;
    // Every 7 days and 30 minutes: the moments fall at every half hour of the day over the years.
    for (let at = start; at < end; at += 7 * 24 * 3600 * 1000 + 30 * 60 * 1000) {
      expect(toIndiaIsoDate(new Date(at))).toBe(india.format(at));
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('gives an empty text for missing or broken dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatWeekdayDateTime('not a date')).toBe('');
  });
});

describe('days since a date, counted in India', () => {
  it('counts calendar days in India, not in UTC nor the browser', () => {
    // 01:30 on 5 Mar in India (still 4 Mar in UTC), read at 15:30 the same day there: today.
    expect(indiaDaysSince('2025-03-04T20:00:00.000Z', new Date('2025-03-05T10:00:00.000Z'))).toBe(0);
    // 23:59 on 4 Mar in India, read a minute past midnight there: yesterday, though two minutes apart.
    expect(indiaDaysSince('2025-03-04T18:29:00.000Z', new Date('2025-03-04T18:31:00.000Z'))).toBe(1);
    // Evening in UTC is already the next day in India.
    expect(indiaDaysSince('2025-03-01T06:00:00.000Z', new Date('2025-03-04T19:00:00.000Z'))).toBe(4);
    // Across a month's end and a leap day.
    expect(indiaDaysSince('2024-02-28T06:00:00.000Z', new Date('2024-03-01T06:00:00.000Z'))).toBe(2);
  });

  it('treats a date ahead of now as today and an unreadable one as unknown', () => {
    expect(indiaDaysSince('2025-03-06T06:00:00.000Z', new Date('2025-03-05T06:00:00.000Z'))).toBe(0);
    expect(indiaDaysSince(null)).toBeNull();
    expect(indiaDaysSince('not a date')).toBeNull();
  });
});

describe('days until a date, counted in India', () => {
  it('counts calendar days in India: a closing late tonight is today, one past midnight there is tomorrow', () => {
    const now = new Date('2025-03-05T10:00:00.000Z'); // 15:30 on 5 Mar in India
    expect(indiaDaysUntil('2025-03-05T18:29:00.000Z', now)).toBe(0); // 23:59 the same day there
    expect(indiaDaysUntil('2025-03-05T18:31:00.000Z', now)).toBe(1); // 00:01 on 6 Mar there, still 5 Mar in UTC
    expect(indiaDaysUntil('2025-03-08T06:00:00.000Z', now)).toBe(3);
    // Across a month's end and a leap day.
    expect(indiaDaysUntil('2024-03-01T06:00:00.000Z', new Date('2024-02-28T06:00:00.000Z'))).toBe(2);
  });

  it('counts a passed date negative and an unreadable one as unknown', () => {
    expect(indiaDaysUntil('2025-03-03T06:00:00.000Z', new Date('2025-03-05T06:00:00.000Z'))).toBe(-2);
    expect(indiaDaysUntil(null)).toBeNull();
    expect(indiaDaysUntil('not a date')).toBeNull();
  });
});
