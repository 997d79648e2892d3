import { describe, expect, it } from 'vitest';
import { indiaDateTimeToIso, indiaDateTimeValue } from './india-time.js';

describe('indiaDateTimeToIso', () => {
  it("writes a date-and-time box's value in India's time, with its offset", () => {
    expect(indiaDateTimeToIso('2026-12-01T10:30')).toBe('2026-12-01T10:30:00+05:30');
    expect(indiaDateTimeToIso('2026-12-01T10:30:15')).toBe('2026-12-01T10:30:15+05:30');
    expect(indiaDateTimeToIso('2026-12-01T10:30:15.250')).toBe('2026-12-01T10:30:15.250+05:30');
    expect(new Date(indiaDateTimeToIso('2026-12-01T10:30') ?? '').toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('gives nothing for an empty or unfinished value', () => {
    expect(indiaDateTimeToIso('')).toBeNull();
    expect(indiaDateTimeToIso('2026-12-01')).toBeNull();
    expect(indiaDateTimeToIso('2026-12-01T10')).toBeNull();
  });
});

describe('indiaDateTimeValue', () => {
  it("writes a moment as India's clock shows it", () => {
    expect(indiaDateTimeValue(new Date('2026-11-30T20:15:00Z'))).toBe('2026-12-01T01:45');
  });
});
