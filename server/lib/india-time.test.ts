import { describe, expect, it } from 'vitest';
import { indiaDate, indiaWallClock, startOfIndiaDate, startOfIndiaDay } from './india-time.js';

describe('India time', () => {
  it('starts a day at 18:30 UTC of the day before', () => {
    expect(startOfIndiaDay(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:30:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it("reads India's calendar date and wall clock, past midnight there while it is evening in UTC", () => {
    expect(indiaDate(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indiaWallClock(Date.parse('2026-12-31T19:00:00Z')).getUTCFullYear()).toBe(2027);
    expect(startOfIndiaDate('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDate('2026-11-23', 1).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
});
