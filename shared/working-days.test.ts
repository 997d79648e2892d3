import { describe, expect, it } from 'vitest';
import { deadlineDate, deadlineInstant, indiaDateOf, isWorkingDay, overdueBefore } from './working-days.js';

const none = new Set<string>();

describe('working days (Monday to Saturday, less the holidays)', () => {
  it('counts Saturdays, skips Sundays and holidays', () => {
    expect(isWorkingDay('2026-11-28', none)).toBe(true); // Saturday
    expect(isWorkingDay('2026-11-29', none)).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-26', new Set(['2026-11-26']))).toBe(false);
  });

  it('reads the day of a report on India’s calendar', () => {
    expect(indiaDateOf('2026-11-28T18:20:00.000Z')).toBe('2026-11-28'); // 23:50 on Saturday in India
    expect(indiaDateOf('2026-11-28T19:00:00.000Z')).toBe('2026-11-29'); // 00:30 on Sunday in India
  });

  it('ends on the 7th working day after the day of the report', () => {
    // Monday: Tue…Sat are 5, Sunday skipped, Monday 6, Tuesday 7.
    expect(deadlineDate('2026-11-23T04:30:00.000Z', none, 7)).toBe('2026-12-01');
    // A holiday on the Thursday moves it a day.
    expect(deadlineDate('2026-11-23T04:30:00.000Z', new Set(['2026-11-26']), 7)).toBe('2026-12-02');
    // Made on a Sunday (just after midnight in India): Monday is the first day.
    expect(deadlineDate('2026-11-28T19:00:00.000Z', none, 7)).toBe('2026-12-07');
    // The deadline passes at the midnight that ends its last day, India time.
    expect(deadlineInstant('2026-11-23T04:30:00.000Z', none, 7).toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('gives the bound below which open reports are overdue', () => {
    // At the minute Monday 23 November's reports pass their deadline, they (and older ones) are overdue.
    expect(overdueBefore(new Date('2026-12-01T18:30:00.000Z'), none, 7).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    // A minute earlier, only Sunday 22 November's and older.
    expect(overdueBefore(new Date('2026-12-01T18:29:00.000Z'), none, 7).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    // Each report's own deadline agrees with the bound, over a month of report times and three holidays.
    const holidays = new Set(['2026-11-26', '2026-12-02', '2026-12-25']);
    const now = new Date('2026-12-28T09:00:00.000Z');
    const bound = overdueBefore(now, holidays, 7).getTime();
    for (let t = Date.parse('2026-11-20T00:00:00Z'); t < now.getTime(); t += 37 * 60_000) {
      const overdue = deadlineInstant(new Date(t), holidays, 7).getTime() <= now.getTime();
      expect(t < bound, new Date(t).toISOString()).toBe(overdue);
    }
  });
});
