import { describe, expect, it } from 'vitest';
import { nextAlertAt, nextAlertHour } from './alert-schedule.js';

// 08:00 in India is 02:30 UTC, every day (India has no daylight saving).
describe('when alerts are mailed', () => {
  it('is the next 08:00 in India, whatever the hour in UTC', () => {
    expect(nextAlertHour(new Date('2026-11-25T01:00:00Z')).toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(nextAlertHour(new Date('2026-11-25T02:30:00Z')).toISOString()).toBe('2026-11-26T02:30:00.000Z');
    expect(nextAlertHour(new Date('2026-11-25T20:00:00Z')).toISOString()).toBe('2026-11-26T02:30:00.000Z');
    // 23:00 in India on the 25th is 17:30 UTC: the next morning in India.
    expect(nextAlertHour(new Date('2026-11-25T17:30:00Z')).toISOString()).toBe('2026-11-26T02:30:00.000Z');
    expect(nextAlertHour(new Date('2026-12-31T22:00:00Z')).toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });

  it('is a day on for daily alerts, 6 to 7 days on for weekly ones, and never when off', () => {
    const from = new Date('2026-11-25T05:00:00Z');
    expect(nextAlertAt('daily', from)?.toISOString()).toBe('2026-11-26T02:30:00.000Z');
    expect(nextAlertAt('weekly', from)?.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(nextAlertAt('weekly', new Date('2026-11-25T01:00:00Z'))?.toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(nextAlertAt('off', from)).toBeNull();
  });
});
