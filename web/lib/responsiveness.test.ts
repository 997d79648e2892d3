import { describe, expect, it } from 'vitest';
import { RESPONSIVENESS_WINDOW_DAYS } from '#shared/hearing-back.js';
import { RESPONSIVENESS_MONTHS, summarizeResponsiveness } from './responsiveness.js';

const figures = (applications: number, answered: number, medianDays: number | null) => ({
  applications,
  answered,
  medianDays,
});

describe('summarizeResponsiveness', () => {
  it('says nothing without figures or applications', () => {
    expect(summarizeResponsiveness(undefined)).toBeNull();
    expect(summarizeResponsiveness(null)).toBeNull();
    expect(summarizeResponsiveness(figures(0, 0, null))).toBeNull();
  });

  it("covers the server's window in months (180 days: 6)", () => {
    expect(RESPONSIVENESS_MONTHS).toBe(Math.round(RESPONSIVENESS_WINDOW_DAYS / 30));
    expect(RESPONSIVENESS_MONTHS).toBe(6);
    expect(summarizeResponsiveness(figures(12, 6, 2))).toMatchObject({ applications: 12, months: 6 });
  });

  it.each([
    // applications, answered, in ten
    [10, 8, 8],
    [10, 0, 0],
    [10, 10, 10],
    [30, 1, 0], // 0.33 in ten
    [20, 3, 2], // exactly 1.5: rounds up
    [40, 2, 1], // 0.5
    [7, 3, 4], // 4.29
    [9, 4, 4], // 4.44
    [11, 5, 5], // 4.55
  ])('%i applications, %i answered: %i in 10', (applications, answered, inTen) => {
    expect(summarizeResponsiveness(figures(applications, answered, answered ? 2 : null))?.inTen).toBe(inTen);
  });

  it.each([
    [0.1, 1],
    [1, 1],
    [1.1, 2],
    [2.5, 3],
    [3, 3],
    [14.2, 15],
  ])('rounds a median of %f days up to %i', (medianDays, days) => {
    expect(summarizeResponsiveness(figures(10, 8, medianDays))?.days).toBe(days);
  });

  it('has no days when nothing was answered', () => {
    expect(summarizeResponsiveness(figures(10, 0, null))).toMatchObject({ days: null, mostlyAnswers: false });
    // A median without an answer is not believed.
    expect(summarizeResponsiveness(figures(10, 0, 3))?.days).toBeNull();
  });

  it('mostly answers from half the applications answered, with a median', () => {
    expect(summarizeResponsiveness(figures(10, 5, 4))?.mostlyAnswers).toBe(true);
    expect(summarizeResponsiveness(figures(9, 5, 4))?.mostlyAnswers).toBe(true);
    // 4.9 of 10 rounds to 5 in 10 but is under half.
    expect(summarizeResponsiveness(figures(51, 25, 4))).toMatchObject({ inTen: 5, mostlyAnswers: false });
    expect(summarizeResponsiveness(figures(10, 5, null))?.mostlyAnswers).toBe(false);
  });

  it('rarely answers at 1 or fewer in 10', () => {
    expect(summarizeResponsiveness(figures(10, 1, 6))?.rarelyAnswers).toBe(true);
    expect(summarizeResponsiveness(figures(30, 1, 6))?.rarelyAnswers).toBe(true);
    expect(summarizeResponsiveness(figures(20, 3, 6))?.rarelyAnswers).toBe(false);
  });

  it('keeps odd figures within bounds', () => {
    expect(summarizeResponsiveness(figures(5, 9, 1))).toMatchObject({ inTen: 10, mostlyAnswers: true });
    expect(summarizeResponsiveness(figures(5, -1, null))).toMatchObject({ inTen: 0, days: null });
  });
});
